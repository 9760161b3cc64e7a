// The table a player enjoys (issue 17), measured in the browser rather than trusted: nothing on the Imperial
// rondel, its power chart or the 1630 map overlaps (bounding boxes) at 1400×1000 and at 390×844; on a phone,
// after each of a sequence of our moves, the instruction and the thing to act on are both on the screen; a
// table is set up the way game sites do it (the creator seated, a bot of the chosen strength, four players by
// default, the options as a form, the board shown before the start); leaving a running game is confirmed;
// the lobby marks where it is our turn; the turn clock keeps the server's start time over a reload; the rules
// pages exist in both languages with their pictures; and no request fails in the console (favicon, session).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shooter, serverAndBrowser, version, waitVersionChange, watchErrors } from './harness.js';

const env = serverAndBrowser();

const DESK = { width: 1400, height: 1000 };
const PHONE = { width: 390, height: 844 };

/** A guest in a fresh browser context of `viewport` on the lobby. */
async function guest(name, viewport = DESK) {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${env.server.url}/`);
  await page.waitForSelector('body[data-ready]');
  await page.fill('#auth-name', name);
  await page.click('#guest');
  await page.waitForSelector('#create-form');
  return { context, page, errors };
}

/** Creates a table of `game` from the lobby form (its default player count unless `players`), with bots
 * of `level` in the other seats, and starts it. */
async function tableWithBots(page, game, { level = 'random', players = null, start = true } = {}) {
  await page.selectOption('#new-game', game);
  if (players) await page.fill('#new-players', String(players));
  const count = Number(await page.inputValue('#new-players'));
  await page.click('#create');
  await page.waitForSelector('#conn[data-status="connected"]');
  await page.waitForSelector('#seats li.mine');
  await page.selectOption('#bot-level', level);
  for (let i = 1; i < count; i += 1) {
    const before = await page.$$eval('#seats li.seat em', (l) => l.length);
    await page.click('#btn-bot');
    await page.waitForFunction((n) => document.querySelectorAll('#seats li.seat em').length < n, before);
  }
  if (start) {
    await page.click('#btn-start');
    await page.waitForSelector('#prompt');
  }
  return count;
}

/** The first pair of overlapping boxes among the elements matched by `selector`, or null. */
function overlapping(page, selector) {
  return page.$$eval(selector, (els) => {
    const boxes = els.map((el) => ({ box: el.getBoundingClientRect(), name: `${el.getAttribute('class')} ${el.dataset.nation ?? ''} ${el.textContent}` }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i].box, boxes[j].box];
        if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
          && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5) return `${boxes[i].name} / ${boxes[j].name}`;
      }
    }
    return null;
  });
}

async function assertImperialReadable(page, where) {
  assert.equal(await overlapping(page, '#imp-rondel text.name, #imp-rondel text.cost, #imp-rondel .rondel-marker'), null, `${where}: rondel`);
  assert.equal(await overlapping(page, '#imp-power .power-marker circle, #imp-power .power-value, #imp-power .band-label'), null, `${where}: power chart`);
  const inside = await page.$$eval('#imp-power .band-label, #imp-power .power-marker circle, #imp-power .power-value', (els) => {
    const chart = els[0].ownerSVGElement.getBoundingClientRect();
    return els.every((el) => {
      const b = el.getBoundingClientRect();
      return b.left >= chart.left - 0.5 && b.right <= chart.right + 0.5 && b.top >= chart.top - 0.5 && b.bottom <= chart.bottom + 0.5;
    });
  });
  assert.ok(inside, `${where}: every power marker and band label (×5 too) is inside the chart`);
}

async function assert1630Readable(page, where) {
  assert.equal(await overlapping(page, '#st-map .marker-box'), null, `${where}: 1630 map label boxes`);
  assert.equal(await overlapping(page, '#st-map .marker-name'), null, `${where}: 1630 nation names`);
}

/** Whether `selector`'s first element shows at least partly inside the viewport above the guidance sheet,
 * and is the element a click at that spot reaches (nothing covers it). */
function onScreen(page, selector) {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    const sheet = document.querySelector('#guidance');
    const fixed = getComputedStyle(sheet).position === 'fixed';
    const floor = fixed && !sheet.contains(el) ? sheet.getBoundingClientRect().top : innerHeight;
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, floor);
    const left = Math.max(r.left, 0);
    const right = Math.min(r.right, innerWidth);
    if (bottom - top < 4 || right - left < 4) return false;
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return el.contains(hit) || hit === el;
  }).catch(() => false);
}

/** Polls `onScreen` for up to three seconds (the page scrolls once the board has drawn). */
async function cameOnScreen(page, selector) {
  for (let i = 0; i < 30; i += 1) {
    if (await onScreen(page, selector)) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

test('a table set up as game sites do: seated creator, a chosen bot strength, options as a form, the board before the start', async () => {
  const { shot, shots } = shooter('table-setup');
  const { page, errors } = await guest('Setup');
  await page.selectOption('#new-game', 'imperial');
  assert.equal(await page.inputValue('#new-players'), '4', 'four players by default, not the maximum');
  await page.click('#create');
  await page.waitForSelector('#seats li.mine');
  // The board is drawn while the table fills.
  await page.waitForSelector('#imp-map path.region');
  assert.ok(await page.isVisible('#board-note'));
  await page.selectOption('#bot-level', 'hard');
  await page.click('#btn-bot');
  await page.waitForFunction(() => [...document.querySelectorAll('#seats li.seat')].some((li) => li.textContent.includes('Bot (hard)')));
  // Options: a form, not a line in the chat.
  const chatLines = await page.$$eval('#chat li', (l) => l.length);
  await page.click('#btn-options');
  await page.waitForSelector('#options-form select[data-option="ruleset"]');
  await page.selectOption('#options-form select[data-option="ruleset"]', '2010');
  await page.waitForFunction(() => document.querySelector('#options-form select[data-option="ruleset"]')?.value === '2010'
    && document.querySelectorAll('#chat li.error').length === 0);
  await shot(page, 'open-table');
  assert.ok((await page.$$eval('#chat li', (l) => l.length)) <= chatLines + 1, 'the options are not printed into the chat');
  assert.deepEqual(errors, []);
});

test('the rondel, the power chart and the 1630 map never overlap, at 1400×1000 and 390×844', async () => {
  const { shot, shots } = shooter('table-readable');
  for (const viewport of [DESK, PHONE]) {
    const where = `${viewport.width}×${viewport.height}`;
    const { page, errors } = await guest(`Read${viewport.width}`, viewport);
    await tableWithBots(page, 'imperial', { players: 6 });
    await page.waitForSelector('#imp-rondel .rondel-marker');
    await assertImperialReadable(page, where);
    await shot(page, `imperial-${viewport.width}`);
    // Six nations on one power value (the start): side by side, all inside the chart. The chart is drawn again
    // on every bot move, so the markers are read once one drawing is on screen (a marker being replaced
    // measures as an empty box).
    const columns = () => page.$$eval('#imp-power .power-marker circle', (els) => new Set(els
      .map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => Math.round(r.left))).size);
    let seen = 0;
    for (let i = 0; i < 50 && seen !== 6; i += 1) {
      seen = await columns();
      if (seen !== 6) await page.waitForTimeout(100);
    }
    assert.equal(seen, 6, `${where}: markers of equal power stand side by side`);
    await page.goto(`${env.server.url}/`);
    await page.waitForSelector('#create-form');
    await tableWithBots(page, 'sixteen-thirty');
    await page.waitForSelector('#st-map .marker-box');
    await assert1630Readable(page, where);
    // The influence piles come right after the map, before the nations table.
    const order = await page.$$eval('#st-map, #st-players, #st-nations', (els) => els.map((el) => el.id));
    assert.deepEqual(order, ['st-map', 'st-players', 'st-nations']);
    const neutral = await page.$$eval('#st-map path.nation[data-side="neutral"]', (els) => new Set(els.map((el) => el.getAttribute('fill'))).size);
    assert.ok(neutral >= 5, `${where}: neutral nations have their own colours (${neutral})`);
    await shot(page, `sixteen-thirty-${viewport.width}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('on a phone the instruction and the thing to act on are on one screen after every move', async () => {
  const { shot, shots } = shooter('table-phone');
  const { page, errors } = await guest('Phone', PHONE);
  const header = await page.$eval('header.top', (el) => el.getBoundingClientRect().height);
  assert.ok(header <= 48, `the phone header is one short line (${header}px)`);
  await tableWithBots(page, 'imperial', { players: 3 });
  let checked = 0;
  for (let move = 0; move < 40 && checked < 8; move += 1) {
    await page.waitForSelector('#prompt.mine', { timeout: 60000 });
    assert.ok(await cameOnScreen(page, '#prompt'), `move ${move}: the instruction is on the screen`);
    const v = await version(page);
    const rondel = await page.$('#imp-rondel .slot.reachable');
    const bonds = await page.$('#imp-bonds:not([hidden]) .bond-box');
    const region = await page.$('#imp-map path.region.target');
    if (bonds) {
      assert.ok(await cameOnScreen(page, '#imp-bonds .bond-box'), `move ${move}: the bond window is on the screen`);
      await page.click(await page.$('#bond-pass') ? '#bond-pass' : '#bond-close');
    } else if (rondel) {
      assert.ok(await cameOnScreen(page, '#imp-rondel svg'), `move ${move}: the rondel is on the screen`);
      const slot = await page.$eval('#imp-rondel .slot.reachable', (el) => el.dataset.slot);
      await page.click(`#imp-rondel .slot[data-slot="${slot}"]`);
    } else if (region) {
      assert.ok(await cameOnScreen(page, '#imp-map'), `move ${move}: the map is on the screen`);
      const button = await page.$('#actions button.action');
      if (!button) break;
      await button.click();
    } else {
      const button = await page.$('#actions button.action');
      assert.ok(button && await cameOnScreen(page, '#actions button.action'), `move ${move}: a button to act on is on the screen`);
      await button.click();
    }
    checked += 1;
    const confirm = await page.waitForSelector('#confirm-yes', { timeout: 500 }).catch(() => null);
    if (confirm) await confirm.click();
    await waitVersionChange(page, v).catch(() => {});
    if (checked === 2) await shot(page, 'phone-after-moves');
  }
  assert.ok(checked >= 4, `checked ${checked} moves`);
  const wide = await page.$eval('#imp-nations', (el) => el.scrollWidth <= el.clientWidth + 1 || getComputedStyle(el.querySelector('.scroll')).overflowX === 'auto');
  assert.ok(wide, 'the nations table fits or scrolls inside its box');
  assert.deepEqual(errors, []);
});

test('leaving a running game is confirmed; the lobby marks our turn; the clock keeps the server\'s start', async () => {
  const { shot, shots } = shooter('table-leave');
  const { page, errors } = await guest('Leaver');
  await tableWithBots(page, 'sixteen-thirty', { players: 3 });
  await page.waitForSelector('#prompt.mine', { timeout: 60000 });
  // Only we may act now (the bots have laid their cards), so nothing moves while we reload.
  await page.waitForFunction(() => {
    const acting = document.querySelectorAll('#seats li.acting');
    return acting.length === 1 && acting[0].classList.contains('mine');
  }, null, { timeout: 60000 });
  const tableUrl = page.url();
  // The clock's start comes from the server: a reload shows the same start, not a new one.
  const since = await page.$eval('#clock', (el) => el.dataset.since);
  assert.ok(Number(since) > 0);
  await page.reload();
  await page.waitForSelector('#prompt.mine');
  assert.equal(await page.$eval('#clock', (el) => el.dataset.since), since, 'the turn clock did not restart');
  // The lobby marks the table where it is our turn.
  await page.goto(`${env.server.url}/`);
  await page.waitForSelector('#tables-running .table-row[data-my-turn="yes"] .turn-badge');
  await shot(page, 'lobby-your-turn');
  await page.goto(tableUrl);
  await page.waitForSelector('#btn-leave');
  await page.click('#btn-leave');
  await page.waitForSelector('#leave-confirm');
  await page.click('#leave-no');
  assert.ok(await page.$('#seats li.mine'), 'cancelled: still seated');
  await page.click('#btn-leave');
  await page.click('#leave-yes');
  await page.waitForSelector('#spectating');
  await page.waitForSelector('#seats li.vacated');
  assert.equal(await page.$('#seats li.mine'), null, 'the seat list no longer shows us seated');
  await shot(page, 'left');
  assert.deepEqual(errors, []);
});

test('rules pages in English and Japanese with their pictures; no failed request in the console', async () => {
  const { shot, shots } = shooter('table-rules');
  const context = await env.browser.newContext({ viewport: DESK });
  const page = await context.newPage();
  const failures = [];
  page.on('console', (m) => { if (m.type() === 'error') failures.push(m.text()); });
  page.on('response', (r) => { if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`); });
  await page.goto(`${env.server.url}/`);
  await page.waitForSelector('body[data-ready]');
  assert.equal((await fetch(`${env.server.url}/favicon.ico`)).status, 200);
  for (const game of ['imperial', 'sixteen-thirty']) {
    for (const lang of ['en', 'ja']) {
      await page.goto(`${env.server.url}/#/`);
      await page.waitForSelector('body[data-ready]');
      await page.selectOption('#lang', lang);
      await page.click(`a[data-rules="${game}"]`);
      await page.waitForSelector('#rules-page h2');
      await page.waitForFunction(() => [...document.querySelectorAll('#rules-page img')].every((img) => img.complete && img.naturalWidth > 0)
        && document.querySelectorAll('#rules-page img').length > 0);
      const text = await page.textContent('#rules-page');
      if (lang === 'ja') assert.match(text, /[ぁ-んァ-ン]/, `${game}: Japanese text`);
      else assert.doesNotMatch(text, /[ぁ-んァ-ン]/, `${game}: English text`);
      await shot(page, `${game}-${lang}`);
    }
  }
  assert.deepEqual(failures, []);
});
