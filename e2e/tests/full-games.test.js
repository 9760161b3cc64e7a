// A complete game of each title against bots, through the page, to the final ranking: a guest creates a
// four-player table from the lobby, seats three bots, starts, and whenever it is their turn takes a choice
// from the page's list of choices (spread over the list so that the game moves on), until the game is over.
// The end shows the ranking by score (places in score order, not seat order), the title's breakdown and,
// for 1630, the revealed counters of every player, while the private counters box is gone.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shooter, serverAndBrowser, version, watchErrors } from './harness.js';

const env = serverAndBrowser();

async function playToTheEnd(page, maxDecisions) {
  for (let k = 0; k < maxDecisions; k += 1) {
    await page.waitForFunction(() => document.querySelector('#prompt.mine') || document.querySelector('#game-over'),
      null, { timeout: 120000 });
    if (await page.$('#game-over')) return k;
    const v = await version(page);
    const clicked = await page.evaluate((n) => {
      const buttons = [...document.querySelectorAll('#all-actions button.action')];
      const list = buttons.length ? buttons : [...document.querySelectorAll('#actions button.action')];
      if (!list.length) return false;
      list[(n * 7) % list.length].click();
      return true;
    }, k);
    if (!clicked) {
      await page.waitForTimeout(50);
      continue;
    }
    const confirm = await page.waitForSelector('#confirm-yes', { timeout: 300 }).catch(() => null);
    if (confirm) await confirm.click();
    await page.waitForFunction((before) => document.querySelector('.table-page').dataset.version !== before
      || document.querySelector('#action-error'), v, { timeout: 30000 });
  }
  assert.fail(`no end after ${maxDecisions} decisions`);
}

for (const [game, maxDecisions] of [['sixteen-thirty', 3000], ['imperial', 6000]]) {
  test(`${game}: a whole game against three bots through the page, to the final ranking`, async () => {
    const { shot } = shooter(`full-${game}`);
    const page = await (await env.browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(`${env.server.url}/`);
    await page.waitForSelector('body[data-ready]');
    await page.fill('#auth-name', `Full${game.length}`);
    await page.click('#guest');
    await page.waitForSelector('#create-form');
    await page.selectOption('#new-game', game);
    await page.click('#create');
    await page.waitForSelector('#seats li.mine');
    await page.selectOption('#bot-level', 'random');
    for (let i = 0; i < 3; i += 1) {
      const empty = await page.$$eval('#seats li.seat em', (l) => l.length);
      await page.click('#btn-bot');
      await page.waitForFunction((n) => document.querySelectorAll('#seats li.seat em').length < n, empty);
    }
    await page.click('#btn-start');
    await page.waitForSelector('#prompt');
    const decisions = await playToTheEnd(page, maxDecisions);
    await page.waitForSelector('#ranking');
    const ranking = await page.$$eval('#ranking tbody tr', (rows) => rows.map((r) => ({
      seat: Number(r.dataset.seat), place: Number(r.dataset.place), score: Number(r.dataset.score),
    })));
    assert.equal(ranking.length, 4);
    for (let i = 1; i < ranking.length; i += 1) {
      assert.ok(ranking[i - 1].score >= ranking[i].score, 'best first');
      assert.equal(ranking[i].place, ranking[i].score === ranking[i - 1].score ? ranking[i - 1].place : i + 1, 'places by score');
    }
    await page.waitForSelector('#final-details');
    if (game === 'sixteen-thirty') {
      assert.equal(await page.$('#st-counters:not([hidden])'), null, 'the private counters box is gone at the end');
      const counters = await page.$$eval('#final-details .revealed-counters', (l) => l.map((el) => el.textContent));
      assert.equal(counters.length, 4);
      assert.ok(counters.every((c) => c.length > 1 && c !== '—'), `every player's counters are shown: ${counters}`);
    } else {
      const cash = await page.$$eval('#final-details tbody tr', (rows) => rows.map((r) => r.children[2].textContent));
      assert.ok(cash.every((c) => /\d+M/.test(c)), `every player's cash is counted in the open: ${cash}`);
    }
    await shot(page, 'final-ranking');
    console.log(`${game}: ${decisions} decisions of ours`);
    assert.deepEqual(errors, []);
  });
}
