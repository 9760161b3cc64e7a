// Shared set-up of the browser tests: the real `statecraft` binary on a free port with a fresh data directory,
// Debian's Chromium driven by playwright-core, and numbered screenshots under e2e/artifacts/.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { applyPatch } from '../../web/patch.js';

const here = dirname(fileURLToPath(import.meta.url));
export const ARTIFACTS = resolve(here, '..', 'artifacts');
const BIN = process.env.STATECRAFT_BIN
  ?? join(process.env.CARGO_TARGET_DIR ?? resolve(here, '..', '..', 'target'), 'debug', 'statecraft');
const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

/** Runs the binary on `port` with `data` and resolves once /healthz answers. */
async function spawnServer(port, data) {
  const args = ['serve', '--port', String(port), '--data', data, '--bot-delay-ms', '50'];
  const child = spawn(BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let failed = null;
  child.on('error', (e) => {
    failed = new Error(`cannot run ${BIN} (${e.code}): build it with \`cargo build -p statecraft-cli\` or set STATECRAFT_BIN`);
  });
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  for (let i = 0; ; i += 1) {
    if (failed) throw failed;
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
    if (i > 300) throw new Error(`server did not answer /healthz: ${output}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.ok) break;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

function kill(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  return exited;
}

/** Starts the server on a free port with a fresh data directory. `restart()` stops it and starts it again on
 * the same port and data (open connections drop, the games continue from the store). */
export async function startServer() {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'statecraft-e2e-'));
  let child = await spawnServer(port, data);
  return {
    url: `http://127.0.0.1:${port}`,
    async restart() {
      await kill(child);
      child = await spawnServer(port, data);
    },
    async stop() {
      await kill(child);
      rmSync(data, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

/** Numbered screenshots of one test, e.g. artifacts/imperial/03-import.png; returns the list of paths. */
export function shooter(name) {
  const dir = join(ARTIFACTS, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const shots = [];
  return {
    shots,
    async shot(page, step) {
      const path = join(dir, `${String(shots.length + 1).padStart(2, '0')}-${step}.png`);
      await page.screenshot({ path, fullPage: true });
      shots.push(path);
      return path;
    },
  };
}

/** Collects page errors so a test can assert the page threw none. */
export function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return errors;
}

/** Waits until the table page has rendered a version different from `before`. */
/**
 * Every view a page held, in order, from the WebSocket frames it received: each whole view a frame brought
 * and each `patch` applied to the view before it (moves arrive as patches, so the whole views alone are old).
 */
export function viewsOf(frames) {
  const views = [];
  let view = null;
  for (const frame of frames) {
    if ('view' in frame) view = frame.view;
    else if (frame.type === 'patch' && view) view = applyPatch(view, frame.patch);
    else continue;
    if (view) views.push(view);
  }
  return views;
}

export async function waitVersionChange(page, before, timeout = 15000) {
  await page.waitForFunction((v) => {
    const el = document.querySelector('.table-page');
    return el && el.dataset.version !== v;
  }, before, { timeout });
}

export async function version(page) {
  return page.$eval('.table-page', (el) => el.dataset.version);
}

/** Sends a chat line and waits for the server's answer to show up in the chat. */
export async function chat(page, text) {
  const before = await page.$$eval('#chat li', (l) => l.length);
  await page.fill('#chat-input', text);
  await page.click('#chat-send');
  await page.waitForFunction((n) => document.querySelectorAll('#chat li').length > n, before, { timeout: 10000 });
}

/** Starts a server and a browser before a test file's tests and stops both after them. Tests read
 * `env.server` and `env.browser` from the returned object. */
export function serverAndBrowser() {
  const env = {};
  before(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

/** The JSON WebSocket frames a test's page receives, and our actions followed through them. Call `listen(page)`
 * once the page exists; `submit(page, click)` does `click` and waits until the server accepted the action it
 * sent (an error frame fails the test) and the page shows the result (waiting only for a new version is not
 * enough: a bot's move may arrive first while ours is on its way); `act(page, selector)` submits a click. */
export function frameLog() {
  const frames = [];
  const answers = () => frames.filter((f) => f.type === 'accepted' || f.type === 'error');
  const listen = (page) => page.on('websocket', (ws) => ws.on('framereceived', (f) => {
    if (typeof f.payload === 'string') frames.push(JSON.parse(f.payload));
  }));
  async function submit(page, click) {
    const before = answers().length;
    await click();
    for (let i = 0; answers().length === before; i += 1) {
      if (i >= 400) throw new Error('the server did not answer the action');
      await new Promise((r) => setTimeout(r, 50));
    }
    const answer = answers()[before];
    if (answer.type !== 'accepted') throw new Error(`action refused: ${JSON.stringify(answer)}`);
    await page.waitForFunction((v) => Number(document.querySelector('.table-page')?.dataset.version) >= v, answer.version);
  }
  const act = (page, selector) => submit(page, () => page.click(selector));
  return { frames, listen, submit, act };
}

/** Opens the lobby and signs up as `name` (password "correct horse"); resolves once the create form shows. */
export async function signUp(page, url, name) {
  await page.goto(`${url}/`);
  await page.waitForSelector('body[data-ready]');
  await page.fill('#auth-name', name);
  await page.fill('#auth-password', 'correct horse');
  await page.click('#sign-up');
  await page.waitForSelector('#create-form');
}

/** A new page of its own browser context (the desk size unless `viewport` is given), its errors watched and its
 * frames logged by `listen`, signed up as `name`. */
export async function signedUpPage(env, name, listen, viewport = { width: 1400, height: 1000 }) {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchErrors(page);
  listen(page);
  await signUp(page, env.server.url, name);
  return { context, page, errors };
}

/** Creates a table of `game` for `players` with the lobby's form and waits until the table page is connected. */
export async function createTable(page, game, players) {
  await page.selectOption('#new-game', game);
  await page.fill('#new-players', String(players));
  await page.click('#create');
  await page.waitForSelector('#conn[data-status="connected"]');
}

/** Takes a seat and seats one bot per entry of `bots` (a level such as `easy`, or '' for the default), through
 * the table chat. */
export async function seatWithBots(page, bots) {
  await chat(page, '/join');
  for (const level of bots) await chat(page, level ? `/bot ${level}` : '/bot');
}

/** From the lobby: a table of `game` with a seat for us and one for each bot of `bots` (as in seatWithBots),
 * started through the chat; resolves once `drawn` (a selector of the game's board) shows. `beforeStart` runs
 * on the seated table just before the start. */
export async function startWithBots(page, game, bots, drawn, beforeStart = async () => {}) {
  await createTable(page, game, bots.length + 1);
  await seatWithBots(page, bots);
  await beforeStart();
  await chat(page, '/start');
  await page.waitForSelector(drawn);
}
