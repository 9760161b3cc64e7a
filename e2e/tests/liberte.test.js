// Liberté in the browser, end to end: sign up, create a three-player table, seat two bots, start, and play by
// clicks on the board until the first election has been resolved: play cards and place their blocks on the map
// (a full action round and more), take cards from the face-up row or the deck, answer ties, then see the
// election's results province by province and the refresh of turn 2.
//
// The bots decide for themselves, so the script reacts to whatever the page asks. Throughout, the page must never
// show or receive another seat's hand or the deck order: the DOM and every WebSocket frame are checked.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frameLog, serverAndBrowser, shooter, signedUpPage, startWithBots, viewsOf } from './harness.js';

const env = serverAndBrowser();
const { frames, listen, act } = frameLog();

async function situation(page) {
  await page.waitForFunction(() => document.querySelector('#prompt.mine') || document.querySelector('#game-over'),
    null, { timeout: 120000 });
  return page.evaluate(() => ({
    over: Boolean(document.querySelector('#game-over')),
    stage: document.querySelector('#lb-map')?.dataset.stage,
    turn: Number(document.querySelector('#lb-map')?.dataset.turn),
    shell: [...document.querySelectorAll('#actions button')].map((b) => b.dataset.action),
    provinces: document.querySelectorAll('#lb-map g.province.target').length,
    faceUp: document.querySelectorAll('#lb-faceup button[data-action="take"]').length,
    draw: Boolean(document.querySelector('#lb-draw')),
    promote: document.querySelectorAll('#lb-players button[data-action="promote"]').length,
  }));
}

test('Liberté: action rounds by clicks on the map and the first election, against bots, secrets kept', async () => {
  const { shot, shots } = shooter('liberte');
  const { context, page, errors } = await signedUpPage(env, 'Olympe', listen, { width: 1400, height: 1100 });
  await startWithBots(page, 'liberte', ['easy', 'easy'], '#lb-map g.province');
  assert.equal(await page.$$eval('#lb-map g.province', (l) => l.length), 27, 'all 27 provinces are drawn');
  assert.equal(await page.$$eval('#lb-faceup .lb-card', (l) => l.length), 3, 'three face-up cards');
  const me = await page.$eval('#lb-players .lb-player.mine', (el) => Number(el.dataset.seat));
  await shot(page, 'started');

  const done = { played: 0, blocks: 0, taken: 0, ties: 0, actions: 0 };
  for (let step = 0; step < 600; step += 1) {
    const now = await situation(page);
    assert.ok(!now.over, 'the game does not end in the first turn');
    if (now.turn >= 2) break;
    const has = (type) => now.shell.includes(type);
    if (now.promote || has('decline')) {
      done.ties += 1;
      await act(page, '#actions button[data-action="decline"]');
    } else if (now.provinces) {
      if (done.blocks === 0) await shot(page, 'placing-a-block');
      await act(page, '#lb-map g.province.target');
      done.blocks += 1;
    } else if (has('end_action')) {
      await act(page, '#actions button[data-action="end_action"]');
    } else if (has('play')) {
      await act(page, '#actions button[data-action="play"]');
      done.played += 1;
      done.actions += 1;
    } else if (now.faceUp || now.draw) {
      await act(page, now.faceUp ? '#lb-faceup button[data-action="take"]' : '#lb-draw');
      done.taken += 1;
      done.actions += 1;
    } else if (has('discard') || (await page.$('#lb-hand-cards button[data-action="discard"]'))) {
      await act(page, '#lb-hand-cards button[data-action="discard"]');
    } else {
      await act(page, '#actions button[data-action="pass"]');
      done.actions += 1;
    }
  }
  const turn = await page.$eval('#lb-map', (el) => Number(el.dataset.turn));
  assert.equal(turn, 2, `the first election was resolved: ${JSON.stringify(done)}`);
  assert.ok(done.actions >= 1 && done.blocks >= 1, `we acted in at least one full round and placed blocks: ${JSON.stringify(done)}`);
  const results = await page.$$eval('#lb-results li', (l) => l.map((li) => Number(li.dataset.province)));
  assert.ok(results.length > 0, 'the election is shown province by province');
  assert.deepEqual([...results].sort((a, b) => a - b), results, 'in province order');
  assert.match(await page.textContent('#lb-government'), /Government: (?!none)/);
  await shot(page, 'after-the-first-election');
  // Every province's marker (plate, real text, stacks) lies inside its province: the corners of its drawn box, in
  // map units, are in the province's shape. (Read in one step of the page: bots' moves redraw the map.)
  const markers = await page.evaluate(() => {
    const svg = document.querySelector('#lb-map');
    const toMap = svg.getScreenCTM().inverse();
    const outside = [];
    for (const g of svg.querySelectorAll('g.province')) {
      const tile = svg.querySelector(`path.tile[data-province="${g.dataset.province}"]`);
      const b = g.getBBox();
      const m = toMap.multiply(g.getScreenCTM());
      for (const [x, y] of [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height], [b.x + b.width, b.y + b.height]]) {
        if (!tile.isPointInFill(new DOMPoint(x, y).matrixTransform(m))) outside.push(`${g.dataset.province} (${g.dataset.layout})`);
      }
    }
    return { outside: [...new Set(outside)], stacks: svg.querySelectorAll('g.stack').length };
  });
  assert.ok(markers.stacks > 0, 'stacks are on the map');
  assert.deepEqual(markers.outside, [], 'markers outside their province');

  // Secrets: our hand only, on the page and on the wire.
  const last = viewsOf(frames).at(-1);
  assert.equal(await page.$$eval('#lb-hand-cards .lb-card', (l) => l.length), last.game.hand.length);
  for (const view of viewsOf(frames)) assert.equal(view.game.seat, me);
  for (const frame of frames) {
    const text = JSON.stringify(frame);
    assert.ok(!/"hands"|"deck":/.test(text), 'no full-state field is ever sent');
    const blocks = ['update', 'patch'].includes(frame.type) ? [{ entries: frame.log }] : frame.log ?? [];
    for (const entry of blocks.flatMap((b) => b.entries ?? [])) {
      const e = entry.event;
      if (e?.type === 'took' && e.source.from === 'deck' && e.seat !== me) assert.equal(e.card, null, 'another seat\'s draw is hidden');
    }
  }

  await page.selectOption('#lang', 'ja');
  await page.waitForFunction(() => document.querySelector('#lb-election h2')?.textContent === '地方区選挙（州ごと）');
  await shot(page, 'japanese');
  await page.selectOption('#lang', 'en');
  assert.deepEqual(errors.filter((e) => !e.startsWith('Failed to load resource')), [], 'no script errors on the page');
  console.log(`liberte e2e: ${JSON.stringify(done)}\nscreenshots:\n${shots.join('\n')}`);
  await context.close();
});
