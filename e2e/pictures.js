// Retakes the pictures of the rules pages (web/games/<id>/rules/*.jpg|png) from this site's own board: for each
// title a table of four (us and three random bots) is played in Chromium, our moves picked at random from the
// legal ones, and at the moments named below the table or a part of it is photographed. The boards change; run
// this again and look at the pictures before committing them.
//
//   cd e2e && npm ci && node pictures.js [title …]      (STATECRAFT_BIN picks the server binary, as for the tests)
//
// Each picture is named after what it shows, so that a retake replaces it; JPEG for whole tables, PNG for small
// panels, and every file should stay under about 150 KB (the script prints the sizes).

import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, startServer } from './tests/harness.js';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'games');

/**
 * Per title: when to stop playing (`until`, a check in the page, true after at least `minMoves` of ours, then
 * `extraMoves` more), and the pictures to take then: `selector` (the element; none: the whole window), `file`,
 * `jpeg` quality (PNG without it). `before` pictures are taken right after the start. `name` is our guest's;
 * `avoid` the kinds of action our random moves take only when nothing else is offered.
 */
const TITLES = {
  liberte: {
    name: 'Olympe',
    drawn: '#lb-map g.province',
    before: [{ file: 'table-start.jpg', jpeg: 50 }],
    until: () => Number(document.querySelector('#lb-map')?.dataset.turn) >= 2
      && document.querySelector('#lb-map')?.dataset.stage === 'actions',
    minMoves: 25,
    extraMoves: 8,
    after: [
      { file: 'table-turn-2.jpg', jpeg: 55 },
      { file: 'map-turn-2.jpg', selector: '#lb-map', jpeg: 75 },
      { file: 'tracks-turn-2.png', selector: '#lb-tracks' },
      { file: 'hand-turn-2.png', selector: '#lb-hand' },
    ],
  },
  'age-of-renaissance': {
    name: 'Ada',
    drawn: '#aor-map g.aor-space',
    before: [{ file: 'table-start.jpg', jpeg: 60 }],
    until: () => Number(document.querySelector('#aor-map')?.dataset.turn) >= 3,
    minMoves: 20,
    extraMoves: 4,
    after: [
      { file: 'table-turn-3.jpg', jpeg: 60 },
      { file: 'map-turn-3.jpg', selector: '#aor-map', jpeg: 75 },
      { file: 'mats-turn-3.png', selector: '#aor-mats' },
      { file: 'advances-turn-3.png', selector: '#aor-advances' },
    ],
  },
  'world-empires': {
    name: 'Ibn',
    drawn: '#we-map g.space',
    before: [{ file: 'table-start.jpg', jpeg: 60 }],
    // Our own empire of epoch II expanding (not a nomad people we play).
    until: () => {
      const map = document.querySelector('#we-map');
      const mine = document.querySelector('#we-players tr.mine')?.dataset.seat;
      return Number(document.querySelector('li.epoch.current')?.dataset.epoch) >= 2 && map?.dataset.step === 'expand'
        && map.dataset.side === mine;
    },
    minMoves: 20,
    extraMoves: 3,
    // An expansion ends when its pieces are spent, so that the map fills.
    avoid: ['end'],
    after: [
      { file: 'table-epoch-2.jpg', jpeg: 60 },
      { file: 'map-epoch-2.jpg', selector: '#we-map', jpeg: 75 },
      { file: 'players-epoch-2.png', selector: '#we-players' },
    ],
  },
};

/** Clicks one of the legal actions the guidance lists, at random (never leaving the game for good), one of the
 * kinds in `avoid` only when nothing else is offered. */
async function randomMove(page, avoid = []) {
  return page.evaluate((avoid) => {
    const buttons = [...new Map([...document.querySelectorAll('#guidance button.action')]
      .filter((b) => b.dataset.action !== 'leave').map((b) => [b.dataset.index, b])).values()];
    const preferred = buttons.filter((b) => !avoid.includes(b.dataset.action));
    const from = preferred.length ? preferred : buttons;
    const choice = from[Math.floor(Math.random() * from.length)];
    choice?.click();
    return Boolean(choice);
  }, avoid);
}

async function take(page, id, { file, selector, jpeg }) {
  const path = join(web, id, 'rules', file);
  const options = { path, ...(jpeg ? { type: 'jpeg', quality: jpeg } : {}) };
  if (selector) await (await page.waitForSelector(selector)).screenshot(options);
  else await page.screenshot(options);
  console.log(`${path}: ${Math.round(statSync(path).size / 1024)} KB`);
}

async function title(browser, server, id) {
  const spec = TITLES[id];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.evaluate(() => { localStorage.setItem('lang', 'en'); localStorage.setItem('askBeforeCostly', 'no'); });
  await page.reload();
  await page.waitForSelector('body[data-ready]');
  await page.fill('#auth-name', spec.name);
  await page.click('#guest');
  await page.waitForSelector('#create-form');
  await page.selectOption('#new-game', id);
  await page.fill('#new-players', '4');
  await page.click('#create');
  await page.waitForSelector('#conn[data-status="connected"]');
  await page.waitForSelector('#seats li.mine');
  for (let i = 0; i < 3; i += 1) {
    const before = await page.$$eval('#chat li', (l) => l.length);
    await page.fill('#chat-input', '/bot random');
    await page.click('#chat-send');
    await page.waitForFunction((n) => document.querySelectorAll('#chat li').length > n, before);
  }
  await page.fill('#chat-input', '/start');
  await page.click('#chat-send');
  await page.waitForSelector(spec.drawn);
  await page.waitForSelector('#prompt');
  await page.mouse.move(0, 0);
  for (const picture of spec.before) await take(page, id, picture);
  let moves = 0;
  let extra = null;
  for (;;) {
    await page.waitForFunction(() => document.querySelector('#prompt.mine') || document.querySelector('#game-over'),
      null, { timeout: 180000 });
    if (await page.$('#game-over')) throw new Error(`${id}: the game ended before the pictures`);
    if (extra === null && moves >= spec.minMoves && await page.evaluate(spec.until)) extra = spec.extraMoves;
    if (extra !== null && extra-- <= 0) break;
    const version = await page.$eval('.table-page', (el) => el.dataset.version);
    if (!await randomMove(page, spec.avoid)) throw new Error(`${id}: our turn, but no legal action is offered`);
    moves += 1;
    await page.waitForFunction((v) => document.querySelector('.table-page')?.dataset.version !== v
      || document.querySelector('#action-error'), version, { timeout: 60000 });
  }
  // The pictures show the board as it stands: no hover, the page at its top.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const picture of spec.after) await take(page, id, picture);
  await context.close();
}

const wanted = process.argv.slice(2);
const ids = wanted.length ? wanted : Object.keys(TITLES);
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const id of ids) {
    if (!TITLES[id]) throw new Error(`no pictures are defined for ${id}`);
    await title(browser, server, id);
  }
} finally {
  await browser.close();
  await server.stop();
}
