import { create } from 'zustand';

/**
 * The passkey step a refused action waits on: the API said 403 "a passkey is needed", the dialog asks the admin,
 * and the action is retried once they proved it (or given up if they cancel).
 */
interface StepUpState {
  open: boolean;
  request: () => Promise<boolean>;
  finish: (proved: boolean) => void;
}

let waiting: Array<(proved: boolean) => void> = [];

export const useStepUp = create<StepUpState>()((set) => ({
  open: false,
  request: () =>
    new Promise<boolean>((resolve) => {
      waiting.push(resolve);
      set({ open: true });
    }),
  finish: (proved) => {
    const resolvers = waiting;
    waiting = [];
    set({ open: false });
    for (const resolve of resolvers) resolve(proved);
  },
}));
