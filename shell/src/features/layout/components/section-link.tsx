import type { CSSProperties, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import type { NavSection } from '../model/nav-items';
import { NAV_LINK_CLASS } from './nav-styles';

/** rail and bar: icon over a small label (the rail, the bottom bar); row: icon beside the label (the drawer). */
export type SectionLinkVariant = 'rail' | 'bar' | 'row';

const variantStyle: Record<SectionLinkVariant, CSSProperties> = {
  rail: { flexDirection: 'column', gap: 4, padding: '8px 4px', fontSize: 12, lineHeight: 1.25, textAlign: 'center' },
  bar: { flexDirection: 'column', gap: 2, padding: '4px 2px', fontSize: 11, lineHeight: 1.15, textAlign: 'center', height: '100%', justifyContent: 'center' },
  row: { gap: 12, padding: '8px 12px' },
};

const iconSize: Record<SectionLinkVariant, number> = { rail: 20, bar: 20, row: 16 };

type SectionLinkProps = Omit<LinkProps, 'to'> & {
  section: NavSection;
  active: boolean;
  variant: SectionLinkVariant;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A section's link with its icon and visible label. Extra props reach the anchor, so a tooltip can attach its
 * handlers and ref. The icon is hidden from assistive technology: the label alone names the link.
 */
export function SectionLink({ section, active, variant, style, ...rest }: SectionLinkProps) {
  const Icon = section.icon;
  return (
    <Link
      {...rest}
      to={section.to}
      className={NAV_LINK_CLASS}
      aria-current={active ? 'page' : undefined}
      style={{ display: 'flex', alignItems: 'center', ...variantStyle[variant], ...style }}
    >
      <span style={{ fontSize: iconSize[variant], lineHeight: 0 }}>
        <Icon aria-hidden />
      </span>
      <span>{section.label}</span>
    </Link>
  );
}
