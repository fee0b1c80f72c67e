import { useMediaQuery } from '@navia/client-kit';

/** spec part 2 §9: the writing workspace's mobile breakpoint is 768 px (mobile is under it). */
export const WRITING_MOBILE_QUERY = '(max-width: 767px)';
export const useIsMobile = () => useMediaQuery(WRITING_MOBILE_QUERY);
