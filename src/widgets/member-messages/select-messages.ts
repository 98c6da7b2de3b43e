import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../store/create-store';

export const selectInServiceMessages = createSelector(
  [(state: RootState) => state.user.messages],
  (messages) => messages.filter((message) => message.inservice === 1),
);
