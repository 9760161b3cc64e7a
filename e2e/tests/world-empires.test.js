// World Empires in the browser, end to end: sign up, create a three-player table, seat two random bots, start,
// draft an empire by clicking its card, then play our empire turns on the map — enter by clicking a start space,
// place soldiers by clicking spaces — until one of our turns has a war, seen in the war dialog with its dice;
// then end that expansion. Whether our empires meet another's depends on the deal (about one game in fifteen
// ends without), so a game that ends first is followed by a new one, up to three. Throughout, the page must never show or receive another seat's event cards, kingdom
// cards or drawn empire cards: the DOM and every WebSocket frame are checked.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frameLog, serverAndBrowser, shooter, signedUpPage, startWithBots } from './harness.js';

const env = serverAndBrowser();
const { frames, listen, submit } = frameLog();

/** What the page offers us now, from data attributes only. */
async function situation(page) {
  await page.waitForFunction(() => document.querySelector('#prompt.mine') || document.querySelector('#game-over'),
    null, { timeout: 90000 });
  return page.evaluate(() => {
    // Soldiers of another side than the one acting (ours, or the nomad people we play) are enemies.
    const side = document.querySelector('#we-map')?.dataset.side;
    const spaces = [...document.querySelectorAll('#we-map g.space.target')].map((g) => ({
      id: g.dataset.space,
      enemy: [...g.querySelectorAll('circle.soldiers')].some((c) => c.dataset.seat !== side),
    }));
    return {
      over: Boolean(document.querySelector('#game-over')),
      step: document.querySelector('#we-map')?.dataset.step,
      spaces,
      keep: [...document.querySelectorAll('#we-drawn button[data-action="keep"]')].map((b) => b.dataset.card),
      shell: [...document.querySelectorAll('#actions button')].map((b) => b.dataset.action),
    };
  });
}

/** Clicks a space: a space with one action sends it; one with several shows them in the space panel, where
 * we click the `type` button, or the first when the space offers other actions only (a merchant, a navy). */
async function onSpace(page, id, type) {
  await submit(page, async () => {
    await page.click(`#we-map g.space[data-space="${id}"]`);
    const panel = `#we-space[data-space="${id}"] #we-space-actions`;
    const button = (await page.$(`${panel} button[data-action="${type}"]`)) ?? (await page.$(`${panel} button`));
    if (button) await button.click();
  });
}

/** From the lobby: a three-player table with two random bots, started; resolves once the map is drawn. */
async function startGame(page) {
  await startWithBots(page, 'world-empires', ['', ''], '#we-map g.space');
}

/** Plays our turns of the game on the page until one of our empire turns has a war (then ends that expansion)
 * or the game ends; true if there was a war. */
async function playUntilWar(page, shot) {
  let warTurn = false;
  let finished = false;
  for (let step = 0; step < 600 && !finished; step += 1) {
    const now = await situation(page);
    if (now.over) break;
    if (now.keep.length) {
      await submit(page, () => page.click('#we-drawn button[data-action="keep"]'));
      continue;
    }
    if (now.step === 'enter' && now.spaces.length) {
      await submit(page, () => page.click(`#we-map g.space[data-space="${now.spaces[0].id}"]`));
      await shot(page, 'entered');
      continue;
    }
    if (now.step === 'expand') {
      const enemy = now.spaces.find((x) => x.enemy);
      if (enemy) {
        await onSpace(page, enemy.id, 'soldier');
        // The war dialog shows the last battle anywhere: ours is the one in the space we attacked.
        if (await page.$(`#we-war-table ~ #we-war-result[data-space="${enemy.id}"]`)) {
          const battle = await page.$eval('#we-war-result', (el) => el.textContent);
          assert.match(battle, /.+/);
          warTurn = true;
          await shot(page, 'war');
        }
        continue;
      }
      if (warTurn && now.shell.includes('end')) {
        await submit(page, () => page.click('#actions button[data-action="end"]'));
        finished = true;
        break;
      }
      const free = now.spaces.find((x) => !x.enemy);
      if (free && !warTurn) {
        await onSpace(page, free.id, 'soldier');
        continue;
      }
    }
    // Anything else (a discard, the end of a quiet expansion): the first button the page offers; a step asked
    // on the map only (a new capital after losing one): the first space it offers.
    const button = (await page.$('#actions button')) ?? (await page.$('#board button.clickable, #we-space-actions button'));
    if (!button && now.spaces.length) {
      await onSpace(page, now.spaces[0].id, 'soldier');
      continue;
    }
    assert.ok(button, `nothing to click at step ${now.step}`);
    await submit(page, () => button.click());
  }
  return warTurn;
}

test('World Empires: an empire turn with a war against bots, secrets kept', async () => {
  const { shot, shots } = shooter('world-empires');
  const { page, errors } = await signedUpPage(env, 'Ada', listen);
  await startGame(page);
  assert.equal(await page.$$eval('#we-map g.space', (l) => l.length), 85, 'every land space is drawn');
  assert.equal(await page.$$eval('#we-map g.water', (l) => l.length), 15, 'every sea and ocean is drawn');
  const me = await page.$eval('#we-players-table tr.mine', (el) => Number(el.dataset.seat));
  await shot(page, 'started');
  // The enlarged view of Europe shows its spaces larger; the whole world comes back. (Each read in one step of
  // the page: bots' moves redraw the map.)
  await page.click('#we-view-europe');
  await page.waitForFunction(() => document.querySelector('#we-map')?.dataset.view === 'europe');
  const enlarged = await page.evaluate(() => {
    const box = (id) => document.querySelector(`#we-map g.space[data-space="${id}"]`).getBoundingClientRect();
    return { viewBox: document.querySelector('#we-map').getAttribute('viewBox'), greece: box('greece').width, pressed: document.querySelector('#we-view-europe').getAttribute('aria-pressed') };
  });
  assert.notEqual(enlarged.viewBox.split(' ')[0], '0', 'the Europe view is a part of the map');
  assert.equal(enlarged.pressed, 'true');
  await shot(page, 'europe-enlarged');
  await page.click('#we-view-world');
  await page.waitForFunction(() => document.querySelector('#we-map')?.dataset.view === 'world');
  const greeceWorld = await page.evaluate(() => document.querySelector('#we-map g.space[data-space="greece"]').getBoundingClientRect().width);
  assert.ok(enlarged.greece > greeceWorld * 1.2, `Greece's marker is larger enlarged (${enlarged.greece} px) than in the world view (${greeceWorld} px)`);

  let warTurn = await playUntilWar(page, shot);
  for (let game = 2; game <= 3 && !warTurn; game += 1) {
    await page.goto(`${env.server.url}/`);
    await page.waitForSelector('#create-form');
    await startGame(page);
    assert.equal(await page.$eval('#we-players-table tr.mine', (el) => Number(el.dataset.seat)), me, 'we take the same seat');
    warTurn = await playUntilWar(page, shot);
  }
  assert.ok(warTurn, 'one of our empire turns fought a war');
  await shot(page, 'after-war-turn');

  // Secrets: no other seat's hand, kingdoms or drawn cards in the page or in any frame.
  for (const f of frames) {
    const views = [f.view, ...(f.views ?? [])].filter(Boolean);
    for (const v of views) {
      const game = v.game ?? v;
      if (game?.seat != null) assert.equal(game.seat, me);
    }
    for (const block of [...(f.log ?? []), ...(['update', 'patch'].includes(f.type) ? [{ entries: f.log ?? [] }] : [])]) {
      for (const e of block.entries ?? []) {
        if (e.event?.type === 'drew_empires' && e.event.seat !== me) assert.deepEqual(e.event.cards, []);
        if (e.event?.type === 'drew_event' && e.event.seat !== me) assert.equal(e.event.card, null);
      }
    }
  }
  assert.deepEqual(errors.filter((e) => !e.startsWith('Failed to load resource')), []);
  console.log(`screenshots:\n${shots.join('\n')}`);
});
