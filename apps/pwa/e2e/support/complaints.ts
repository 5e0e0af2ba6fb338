import type { Page, Request, Response } from 'playwright-core';
import { complaintsSinceYesterday } from './api-client.ts';

let counter = 0;
/** A cedula (digits) no other test, nor a parallel file, uses. */
export function uniqueCedula(): string {
  counter += 1;
  return `${Date.now() % 1_000_000_000}${process.pid % 1000}${counter}`;
}

/** The complaints of Bolivian yesterday and today on the server with this (unique) descripcion. */
export async function onServer(descripcion: string) {
  return (await complaintsSinceYesterday()).filter((complaint) => complaint.descripcion === descripcion);
}

/** Counts the calls the page makes to one API path. */
export function countCalls(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${path}`) count += 1;
  });
  return { count: () => count };
}

/** The values the page asks one JSON lookup endpoint about (its body's `field`), in the order asked. */
export function lookedUp(page: Page, path: string, field: string): string[] {
  const values: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== `/api/${path}`) return;
    values.push(String((request.postDataJSON() as Record<string, unknown>)[field]));
  });
  return values;
}

/** The page's next request to one API path, as soon as it is sent. */
export function nextRequest(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((request) => new URL(request.url()).pathname === `/api/${path}`);
}

/** The server's next answer to the page on one API path. */
export function nextAnswer(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === `/api/${path}`);
}

/** Waits until the service worker is active and controls the page. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/**
 * For /reclamo without a service worker: the form's lazy code (the phone's database, the
 * compressor, the notices) has arrived, so coverage may go and the form still queues a complaint.
 * Taken away before that, the send fails, as on a real first visit that lost coverage so early.
 */
export async function citizenOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.citizenOffline === 'ready', undefined, { timeout: 60_000 });
}

/**
 * For a signed-in page: the service worker controls it and has kept every staff file the build
 * lists (screens, PDF library, font), which a citizen's precache leaves out. Only then may a
 * test take coverage away and expect every screen and the control sheet to work.
 */
export async function staffOfflineReady(page: Page): Promise<void> {
  await serviceWorkerReady(page);
  await page.waitForFunction(() => document.documentElement.dataset.staffOffline === 'ready', undefined, { timeout: 60_000 });
}
