// The player's site in the browser: a table's clocks counting down, a player who runs out of time losing, the
// player page with the finished game and its rating, and the replay page stepping through the game, showing
// it as one seat saw it, and forking a new table from a step.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chat, seatWithBots, serverAndBrowser, shooter, signUp, watchErrors } from './harness.js';

const env = serverAndBrowser();

const shownMs = (page, seat) => page.$eval(`#clock-list li[data-seat="${seat}"] .clock-time`, (el) => Number(el.dataset.ms));

test('clocks count down, time runs out, the player page and the replay page with a fork', async () => {
  const { shot, shots } = shooter('player-site');
  const context = await env.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signUp(page, env.server.url, 'Pia');

  // A three-player 1630 table with a 6-second clock, and losing on time.
  const table = await page.evaluate(async () => {
    const response = await fetch('/api/tables', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'sixteen-thirty', players: 3, clock: { bank_s: 6 }, out_of_time: 'lose' }),
    });
    return (await response.json()).id;
  });
  await page.goto(`${env.server.url}/#/t/${table}`);
  await page.waitForSelector('#conn[data-status="connected"]');
  await seatWithBots(page, ['', '']);
  await chat(page, '/start');

  // Our clock runs (the first lay is secret and simultaneous; bots have no clock) and counts down.
  await page.waitForSelector('#clock-list li[data-seat="0"][data-running="yes"]');
  assert.equal(await page.$$eval('#clock-list li[data-running="yes"]', (l) => l.length), 1);
  const first = await shownMs(page, 0);
  await page.waitForFunction((ms) => {
    const el = document.querySelector('#clock-list li[data-seat="0"] .clock-time');
    return el && Number(el.dataset.ms) <= ms - 1000;
  }, first, { timeout: 5000 });
  assert.ok(await shownMs(page, 0) < first, 'the clock counts down');
  await shot(page, 'clock-running');

  // We do not move: our time runs out and we lose; the game is over.
  await page.waitForFunction(() => document.querySelector('.table-page')?.dataset.status === 'finished', null, { timeout: 20000 });
  const lines = await page.$$eval('#chat li', (l) => l.map((li) => li.textContent));
  assert.ok(lines.some((line) => line.includes('Time is up for Pia: they lose')), lines.join('\n'));
  await shot(page, 'out-of-time');

  // The player page: the finished game, last, with a rating.
  await page.click('#my-page');
  await page.waitForSelector('#player-name');
  await page.waitForSelector('#finished li .place');
  assert.equal(await page.$eval('#finished li .place', (el) => el.textContent), '#3');
  assert.equal(await page.$$eval('#ratings tr[data-game="sixteen-thirty"]', (l) => l.length), 1);
  assert.equal(await page.$$eval('#playing', (l) => l.length), 0, 'no game in progress');
  await shot(page, 'player-page');

  // The replay page: step back, show the game as a bot's seat saw it, and fork from a step.
  await page.click('#finished li .replay-link');
  await page.waitForSelector('#replay[data-shown]');
  const steps = await page.$eval('#replay', (el) => Number(el.dataset.shown));
  assert.ok(steps >= 3, `the bots laid cards before the time-out (${steps} steps)`);
  await page.click('#replay-first');
  await page.waitForFunction(() => document.querySelector('#replay')?.dataset.shown === '0');
  await page.click('#replay-forward');
  await page.click('#replay-forward');
  await page.waitForFunction(() => document.querySelector('#replay')?.dataset.shown === '2');
  assert.ok((await page.$eval('#replay-step', (el) => el.textContent)).includes('2'));
  await page.selectOption('#replay-seat', '1');
  await page.waitForFunction(() => document.querySelector('#replay')?.dataset.shown === '2');
  assert.ok(page.url().endsWith('/2?seat=1'), page.url());
  await shot(page, 'replay-step-2');
  await page.click('#replay-fork');
  await page.waitForFunction(() => /^#\/t\/\w+$/.test(location.hash));
  const forked = await page.evaluate(() => location.hash.slice(4));
  assert.notEqual(forked, table);
  await page.waitForSelector('#conn[data-status="connected"]');
  await seatWithBots(page, ['', '']);
  await chat(page, '/start');
  await page.waitForFunction(() => Number(document.querySelector('.table-page')?.dataset.version) >= 2);
  await shot(page, 'forked');
  // The page threw nothing (a resource answered 401/404, such as /api/me before signing in, is not a page error).
  assert.deepEqual(errors.filter((e) => !e.startsWith('Failed to load resource')), []);
  assert.ok(shots.length >= 5);
  await context.close();
});
