import { registerFollow } from '../api/follow';
import { clearFollowListCache } from '../domain/follow-cache';
import { createAppAsyncThunk } from './app-thunk';
import { failureMessage } from './error-message';
import { followAdd } from './lists-slice';

/**
 * docs/behaviour.md "Follows and the follow cache": the server first; on success the key is removed from the
 * follow list if present and appended (followAdd), and the follow-list cache of both languages is cleared. A
 * failure changes nothing and rejects with the server's msg ('' when it sent none: widgets show `failed`).
 */
export const requestFollow = createAppAsyncThunk(
  'follow/request',
  async (
    { followKey, mailFlg }: { followKey: string; mailFlg: 0 | 1 },
    { extra, dispatch, rejectWithValue },
  ) => {
    let msg: string;
    try {
      ({ msg } = await registerFollow(extra.site, { follow_key: followKey, mail_flg: mailFlg }));
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    dispatch(followAdd(followKey));
    clearFollowListCache();
    return { followKey, msg };
  },
);
