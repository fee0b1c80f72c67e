/** spec part 2 §9: the templates dialog's narrow breakpoint is 640 px (read with the client kit's useMediaQuery). */
export const NARROW_TEMPLATES_QUERY = '(max-width: 639px)';
