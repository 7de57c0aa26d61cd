import { act } from 'react';
import { expect, vi } from 'vitest';
import { waitFor } from '@testing-library/react';

/** The bytes of the video every upload test sends: eight, so a piece of them is a round percentage. */
export const VIDEO_BYTES = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]);

/**
 * A stand-in XMLHttpRequest that plays a tus server (creation, HEAD, PATCH, DELETE) for tus-js-client:
 * it keeps the offset, and can hold a request, drop the line after some bytes, or refuse the creation.
 */
export class TusXhr {
  static requests: TusXhr[] = [];
  static offset = 0;
  static uploadId = '7a1c3d4e-0000-4000-8000-00000000abcd';
  static hold: string | null = null;
  static drop: { keep: number } | null = null;
  static refuse: { status: number; body: unknown } | null = null;
  static install() {
    TusXhr.requests = [];
    TusXhr.offset = 0;
    TusXhr.hold = null;
    TusXhr.drop = null;
    TusXhr.refuse = null;
    window.localStorage.clear();
    vi.stubGlobal('XMLHttpRequest', TusXhr);
  }
  static async next(method: string) {
    let found: TusXhr | undefined;
    await waitFor(() => expect((found = TusXhr.requests.find((r) => r.method === method && !r.done))).toBeDefined());
    return found!;
  }
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  body: Blob | null = null;
  aborted = false;
  done = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: Blob | null) {
    this.body = body;
    TusXhr.requests.push(this);
    if (TusXhr.hold === this.method) {
      TusXhr.hold = null;
      return;
    }
    setTimeout(() => this.answer(), 0);
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total: this.body?.size ?? 0 }));
  }
  private reply(status: number, headers: Record<string, string> = {}, body = '') {
    if (this.aborted) return;
    this.done = true;
    this.status = status;
    this.responseHeaders = { 'tus-resumable': '1.0.0', ...headers };
    this.responseText = body;
    act(() => this.onload?.());
  }
  answer() {
    if (this.method === 'POST') {
      if (TusXhr.refuse) return this.reply(TusXhr.refuse.status, {}, JSON.stringify(TusXhr.refuse.body));
      return this.reply(201, { location: `/api/uploads/${TusXhr.uploadId}` });
    }
    if (this.method === 'HEAD')
      return this.reply(200, { 'upload-offset': String(TusXhr.offset), 'upload-length': String(VIDEO_BYTES.length) });
    if (this.method === 'DELETE') return this.reply(204);
    if (this.method === 'PATCH') {
      if (TusXhr.drop) {
        TusXhr.offset += TusXhr.drop.keep;
        TusXhr.drop = null;
        this.done = true;
        act(() => this.onerror?.(new Error('network')));
        return;
      }
      TusXhr.offset += this.body?.size ?? 0;
      return this.reply(204, { 'upload-offset': String(TusXhr.offset) });
    }
  }
}

export const videoFile = () =>
  new File([VIDEO_BYTES], 'pan-amasado.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });
