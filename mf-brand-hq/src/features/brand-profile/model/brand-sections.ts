/** spec part 1 §2: one brand profile screen, switched by these sub-paths of /brand-profile. */
export const BRAND_SECTIONS = [
  { path: 'who-you-are', title: 'Who You Are' },
  { path: 'what-you-offer', title: 'What You Offer' },
  { path: 'who-you-serve', title: 'Who You Serve' },
  { path: 'your-brand-feel', title: 'Your Brand Feel' },
] as const;

export type BrandSection = (typeof BRAND_SECTIONS)[number];
