/** Height of the mobile bottom bar; the page keeps this much room below its content. */
export const BOTTOM_BAR_HEIGHT = 64;
/** Width of the desktop icon rail (room for 'Brand Headquarters' on two lines). */
export const RAIL_WIDTH = 112;
/** The page's padding around its content: 24 px, and 16 px under 768 px (layout-styles.tsx). */
export const CONTENT_PADDING = 24;
export const CONTENT_PADDING_NARROW = 16;
