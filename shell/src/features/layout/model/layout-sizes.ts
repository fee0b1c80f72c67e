/** Height of the mobile bottom bar; the page keeps this much room below its content. */
export const BOTTOM_BAR_HEIGHT = 64;
/** Width of the desktop icon rail (room for 'Brand Headquarters' on two lines). */
export const RAIL_WIDTH = 112;
