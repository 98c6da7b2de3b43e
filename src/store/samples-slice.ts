import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SampleDemo, SampleImage } from '../domain/models';
import { keyedRecord } from '../domain/records';

export interface SamplesState {
  index: number;
  ids: string[];
  demos: Record<string, SampleDemo['demo']>;
  thumbs: Record<string, SampleImage[]>;
}

const initialState: SamplesState = { index: 0, ids: [], demos: keyedRecord(), thumbs: keyedRecord() };

export const samplesSlice = createSlice({
  name: 'samples',
  initialState,
  reducers: {
    sampleSetIndex(state, action: PayloadAction<number>) {
      state.index = action.payload;
    },
    /** Sample work ids are added without duplicates (docs/behaviour.md "Product info and samples"). */
    sampleAddId(state, action: PayloadAction<string>) {
      if (!state.ids.includes(action.payload)) state.ids.push(action.payload);
    },
    sampleAddDemo(state, action: PayloadAction<{ id: string; demo: SampleDemo['demo'] }>) {
      state.demos[action.payload.id] = action.payload.demo;
    },
    sampleAddThumb(state, action: PayloadAction<{ id: string; thumbs: SampleImage[] }>) {
      state.thumbs[action.payload.id] = action.payload.thumbs;
    },
    /**
     * One answer's sampleAddId, sampleAddDemo and sampleAddThumb for each of its works, as one change: one
     * store update for a page of 1000 cards instead of 3000 (each one checked by every mounted island).
     */
    samplesReceived(
      state,
      action: PayloadAction<{ id: string; demo: SampleDemo['demo']; thumbs: SampleImage[] }[]>,
    ) {
      const known = new Set(state.ids);
      for (const { id, demo, thumbs } of action.payload) {
        if (!known.has(id)) {
          known.add(id);
          state.ids.push(id);
        }
        state.demos[id] = demo;
        state.thumbs[id] = thumbs;
      }
    },
  },
});

export const { sampleSetIndex, sampleAddId, sampleAddDemo, sampleAddThumb, samplesReceived } =
  samplesSlice.actions;
