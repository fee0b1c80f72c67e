import { NAV_SECTIONS, activeSection, activeSubpageKey } from './nav-items';

const section = (key: string) => NAV_SECTIONS.find((s) => s.key === key)!;

describe('activeSection', () => {
  it('is the section of the first path segment, with / counting as the dashboard', () => {
    expect(activeSection('/')?.key).toBe('dashboard');
    expect(activeSection('/tasks')?.key).toBe('tasks');
    expect(activeSection('/brand-profile/who-you-serve')?.key).toBe('brand-profile');
    expect(activeSection('/pricing')).toBeUndefined();
  });
});

describe('activeSubpageKey', () => {
  it('matches a subpage path and the paths below it', () => {
    expect(activeSubpageKey(section('brand-profile'), '/brand-profile/who-you-are')).toBe('who-you-are');
    expect(activeSubpageKey(section('create'), '/create/writing/')).toBe('writing');
  });

  it("counts a section's own path as its index subpage, if it has one", () => {
    expect(activeSubpageKey(section('create'), '/create')).toBe('writing');
    expect(activeSubpageKey(section('brand-profile'), '/brand-profile')).toBeUndefined();
  });

  it('never matches a Coming Soon entry', () => {
    expect(activeSubpageKey(section('create'), '/create/images')).toBeUndefined();
  });
});
