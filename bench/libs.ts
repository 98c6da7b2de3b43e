// The libraries a page of product cards needs, with exactly the names src/ imports from them (so tree
// shaking keeps what the product keeps): the yardstick for "at most 1.1x the libraries it needs".
import { Component, Suspense, createContext, lazy, memo, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  combineReducers,
  configureStore,
  createAsyncThunk,
  createSelector,
  createSlice,
  lruMemoize,
} from '@reduxjs/toolkit';
// eslint-disable-next-line no-restricted-imports -- the yardstick imports what src/store/hooks.ts imports.
import { Provider, shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';
import axios from 'axios';
import Cookies from 'js-cookie';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/ja';
import numeral from 'numeral';

dayjs.extend(relativeTime);

Object.assign(window, {
  __libs: [
    [Component, Suspense, createContext, lazy, memo, useEffect, useSyncExternalStore],
    [createPortal, createRoot, Provider, shallowEqual, useDispatch, useSelector, useStore],
    [combineReducers, configureStore, createAsyncThunk, createSelector, createSlice, lruMemoize],
    [axios, Cookies, dayjs, numeral],
  ],
});
