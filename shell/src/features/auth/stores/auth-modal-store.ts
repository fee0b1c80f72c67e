import { create } from 'zustand';

export type AuthModal = 'signIn' | 'signUp';

interface AuthModalState {
  open: AuthModal | null;
  show: (modal: AuthModal) => void;
  close: () => void;
}

/** Which auth modal is open; the header and the gate card both open the same two modals. */
export const useAuthModalStore = create<AuthModalState>()((set) => ({
  open: null,
  show: (modal) => set({ open: modal }),
  close: () => set({ open: null }),
}));
