// Imperial in the browser, end to end: sign up, create a two-player table, fix the deal so seat 1 governs
// Austria-Hungary, France and Germany, seat a bot for the other hand, start, and play by clicking the map (and
// dragging units on it), the rondel, the guidance buttons and the bond window until an import, a factory, a
// production, a battle in a maneuver, a bond purchase of ours, a donation to another nation and a taxation have
// happened. The rondel and the power chart are measured: no two of their labels or markers overlap. Along the
// way: switch to Japanese, reload the page and carry on, step through the history, and check that a spectator
// sees nobody's cash.
//
// The bot plays Italy, Britain and Russia at random, so the script reacts to whatever phase the page shows
// rather than replaying fixed moves; everything it reads comes from data attributes, never from text, so it
// works in either language.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chat, shooter, serverAndBrowser, version, waitVersionChange, watchErrors } from './harness.js';

const env = serverAndBrowser();

/** Waits until it is our decision (or the game ended) and describes what the page offers. */
async function situation(page) {
  await page.waitForFunction(() => document.querySelector('#prompt.mine') || document.querySelector('#game-over'),
    null, { timeout: 90000 });
  return page.evaluate(() => ({
    over: Boolean(document.querySelector('#game-over')),
    phase: document.querySelector('#imp-map')?.dataset.phase,
    nation: document.querySelector('#imp-nations tr.nation.active')?.dataset.nation,
    actions: [...document.querySelectorAll('#actions button')].map((b) => b.dataset.action),
    slots: [...document.querySelectorAll('#imp-rondel .slot.reachable')].map((el) => Number(el.dataset.slot)),
    freeSlots: [...document.querySelectorAll('#imp-rondel .slot.reachable')]
      .filter((el) => el.querySelector('.cost')?.textContent.match(/free|無料/)).map((el) => Number(el.dataset.slot)),
    targets: [...document.querySelectorAll('#imp-map path.region.target')].map((el) => el.dataset.region),
    bondsOpen: !document.querySelector('#imp-bonds')?.hidden,
  }));
}

/** A visible point of the region itself, not of a piece in it (found with elementFromPoint). */
async function regionPoint(page, id) {
  const point = await page.evaluate((region) => {
    const path = document.querySelector(`#imp-map path[data-region="${region}"]`);
    const box = path.getBoundingClientRect();
    const hits = [];
    for (let i = 1; i < 20; i += 1) {
      for (let j = 1; j < 20; j += 1) {
        const x = box.left + (box.width * i) / 20;
        const y = box.top + (box.height * j) / 20;
        if (document.elementFromPoint(x, y) === path) hits.push([x, y, Math.hypot(i - 10, j - 10)]);
      }
    }
    hits.sort((a, b) => a[2] - b[2]);
    return hits[0];
  }, id);
  assert.ok(point, `no visible point of ${id} to click`);
  return point;
}

/** A real mouse click on the region itself, not on a piece in it. */
async function clickRegion(page, id) {
  const [x, y] = await regionPoint(page, id);
  await page.mouse.click(x, y);
}

/** Drags our unit (`army`, `fleet` or a fleet in `port`) in region `from` with the mouse and drops it on `to`. */
async function dragUnit(page, kind, from, to) {
  const [x, y] = await page.$eval(`#imp-map .piece[data-piece="${kind}"][data-region="${from}"]`, (el) => {
    const box = el.getBoundingClientRect();
    return [box.left + box.width / 2, box.top + box.height / 2];
  });
  const [tx, ty] = await regionPoint(page, to);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(tx, ty, { steps: 8 });
  await page.mouse.up();
}

/** Clicks, confirms if the page asks, and waits for the server's update. */
async function act(page, click, onConfirm = async () => {}) {
  const v = await version(page);
  await click();
  const confirm = await page.waitForSelector('#confirm-yes', { timeout: 700 }).catch(() => null);
  if (confirm) {
    await onConfirm();
    await confirm.click();
  }
  await waitVersionChange(page, v);
}

const button = (page, action) => act(page, () => page.click(`#actions button[data-action="${action}"]`));

/** Asserts that no two of the elements matched by `selector` overlap on the page (bounding boxes). */
async function assertNoOverlap(page, selector, what) {
  const clash = await page.$$eval(selector, (els) => {
    const boxes = els.map((el) => ({ box: el.getBoundingClientRect(), name: `${el.getAttribute('class')} ${el.textContent}` }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i].box, boxes[j].box];
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
          && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        if (overlap) return `${boxes[i].name} / ${boxes[j].name}`;
      }
    }
    return null;
  });
  assert.equal(clash, null, `${what}: overlapping`);
}

/** The rondel's names, costs and markers, and the power chart's markers and band labels. */
async function assertBoardReadable(page) {
  await assertNoOverlap(page, '#imp-rondel text.name, #imp-rondel text.cost, #imp-rondel .rondel-marker', 'rondel');
  await assertNoOverlap(page, '#imp-power .power-marker circle, #imp-power .power-value, #imp-power .band-label', 'power chart');
  // Chart and labels are measured in one evaluation: the bots play on, and a redraw or a scroll bar coming
  // between two measurements would compare boxes from two layouts.
  const outside = await page.$eval('#imp-power', (panel) => {
    const chart = panel.querySelector('svg').getBoundingClientRect();
    return [...panel.querySelectorAll('.band-label')]
      .map((el) => ({ label: el.textContent, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.left < chart.left || box.right > chart.right)
      .map(({ label, box }) => `${label} at ${box.left}–${box.right}, chart ${chart.left}–${chart.right}`);
  });
  assert.deepEqual(outside, [], 'every band label (×5 too) is inside the chart');
}

test('Imperial: lobby to taxation by clicks, in two languages, with reload, history and a spectator', async () => {
  const { shot, shots } = shooter('imperial');
  const context = await env.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const errors = watchErrors(page);

  // Lobby: sign up and create a table.
  await page.goto(`${env.server.url}/`);
  await page.waitForSelector('body[data-ready]');
  await shot(page, 'lobby-signed-out');
  await page.fill('#auth-name', 'Alice');
  await page.fill('#auth-password', 'correct horse');
  await page.click('#sign-up');
  await page.waitForSelector('#create-form');
  await page.selectOption('#new-game', 'imperial');
  await page.fill('#new-players', '2');
  await shot(page, 'lobby-create');
  await page.click('#create');
  await page.waitForSelector('#conn[data-status="connected"]');

  // Table commands through the chat, as on Brettspielwelt.
  await chat(page, '/join');
  await chat(page, '/option deal {"kind":"hands","hands":[0,1]}');
  await chat(page, '/bot');
  await chat(page, '/help');
  await shot(page, 'table-before-start');
  await chat(page, '/start');
  await page.waitForSelector('#imp-map path.region');
  assert.equal(await page.$$eval('#imp-map path.region', (l) => l.length), 54, 'all 54 regions are drawn');
  await assertBoardReadable(page);
  await shot(page, 'started');

  const plan = { AH: [4, 6, 7], FR: [0, 4], GE: [1, 3, 6] };
  const done = new Set();
  let imported = 0;
  let reloaded = false;
  for (let turn = 0; turn < 400 && done.size < 9; turn += 1) {
    const now = await situation(page);
    assert.ok(!now.over, 'the game should not end this early');
    if (now.bondsOpen && now.phase === 'invest') {
      await shot(page, 'bond-window');
      const bond = await page.$('#imp-bonds .bond[data-buy="yes"]');
      if (bond) {
        await bond.click();
        await act(page, () => page.click('#bond-buy'));
        done.add('bought');
        await shot(page, 'bond-bought');
      } else {
        await act(page, () => page.click('#bond-pass'));
      }
      continue;
    }
    switch (now.phase) {
      case 'rondel': {
        const cash = Number((await page.$eval('#imp-players [data-cash="shown"]', (el) => el.textContent)).replace(/\D/g, ''));
        if (!done.has('donated') && cash >= 3) {
          // A donation of our own choosing to a nation that is not the one choosing: the bond window's
          // "Donate…", then the amount, confirmed since it costs money.
          const before = await page.$eval('#imp-nations tr[data-nation="IT"] .treasury', (el) => el.textContent);
          await page.click('#imp-nations tr[data-nation="IT"]');
          await act(page, () => page.click('#bond-donate'));
          await page.waitForSelector('#donate-amount');
          await page.fill('#donate-amount', '2');
          await shot(page, 'donation-amount');
          await act(page, () => page.click('#donate-give'));
          const after = await page.$eval('#imp-nations tr[data-nation="IT"] .treasury', (el) => el.textContent);
          assert.equal(parseInt(after, 10), parseInt(before, 10) + 2, 'Italy\'s treasury got the 2M');
          if (await page.$('#imp-bonds:not([hidden])')) await page.click('#bond-close');
          done.add('donated');
          continue;
        }
        let slot = plan[now.nation]?.shift();
        if (!done.has('battle') && now.nation === 'AH' && slot === 7) slot = 6;
        // Once France has built its factory (or everything else is done) one move goes further than three
        // spaces and costs money. (The bot may have bought France away from us by then.)
        const paid = now.slots.filter((x) => !now.freeSlots.includes(x));
        const wantPaid = !done.has('paid') && ((now.nation === 'FR' && done.has('factory')) || done.size >= 8);
        if (wantPaid && paid.length) slot = paid[0];
        if (slot === undefined || !now.slots.includes(slot)) slot = now.freeSlots[0] ?? now.slots[0];
        await act(page, () => page.click(`#imp-rondel .slot[data-slot="${slot}"]`), async () => {
          done.add('paid');
          await shot(page, 'rondel-confirm-cost');
        });
        if (slot === 7 && plan.AH.length === 0 && now.nation === 'AH') {
          done.add('taxation');
          await shot(page, 'taxation');
        }
        break;
      }
      case 'import':
        if (now.targets.includes('prague') && imported === 0) {
          // The grey army mark in Prague imports an army there.
          await shot(page, 'import-marks');
          await act(page, () => page.click('#imp-map .ghost[data-region="prague"][data-ghost="army"]'));
          imported += 1;
          await shot(page, 'import-army');
        } else if (now.targets.includes('trieste') && imported === 1) {
          // Trieste takes an army or a fleet: the guidance panel asks which.
          await clickRegion(page, 'trieste');
          await page.waitForSelector('#guidance button[data-kind="fleet"]');
          await shot(page, 'import-choose-kind');
          await act(page, () => page.click('#guidance button[data-kind="fleet"]'));
          imported += 1;
          done.add('import');
        } else {
          await button(page, 'end_import');
        }
        break;
      case 'factory':
        if (now.targets.includes('dijon')) {
          await act(page, () => clickRegion(page, 'dijon'));
          done.add('factory');
          await shot(page, 'factory-built');
        } else {
          await button(page, 'decline_factory');
        }
        break;
      case 'production':
        await button(page, 'produce');
        if (now.nation === 'GE') {
          done.add('production');
          await shot(page, 'production');
        }
        break;
      case 'fleets':
        if (now.nation === 'GE' && now.targets.includes('hamburg') && !done.has('fleet')) {
          // A fleet in port sails out, dragged with the mouse from Hamburg to the North Sea (a click on it, then
          // on the highlighted sea, does the same).
          const kind = await page.$('#imp-map .piece[data-piece="port"][data-region="hamburg"]') ? 'port' : 'fleet';
          await act(page, () => dragUnit(page, kind, 'hamburg', 'north_sea'));
          await page.waitForSelector('#imp-map .piece[data-piece="fleet"][data-nation="GE"][data-region="north_sea"]');
          await shot(page, 'fleet-dragged');
          done.add('fleet');
        } else {
          await button(page, 'end_fleets');
        }
        break;
      case 'armies': {
        const enemy = await page.$('#imp-map [data-piece="army"][data-nation="GE"][data-region="berlin"]');
        if (now.nation === 'AH' && !done.has('battle') && enemy && now.targets.includes('prague')) {
          // Dragged from Prague and dropped on Berlin: the page picks the army, then moves it there once the
          // server offers Berlin as its destination (two steps, as with two clicks).
          await act(page, () => dragUnit(page, 'army', 'prague', 'berlin'));
          await page.waitForFunction(() => document.querySelector('#imp-map')?.dataset.phase !== 'army_dest');
          assert.ok(await page.$('#imp-map .piece[data-piece="army"][data-nation="AH"][data-region="berlin"]'),
            'the dragged army stands in Berlin');
          await shot(page, 'maneuver-army-dragged');
        } else {
          await button(page, 'end_maneuver');
        }
        break;
      }
      case 'army_dest':
        if (now.targets.includes('berlin') && !done.has('battle')) {
          await act(page, () => clickRegion(page, 'berlin'));
        } else {
          await button(page, 'hold_army');
        }
        break;
      case 'entry':
        if (now.actions.includes('fight')) {
          // The army that moved in is counted on the map: "(1)".
          assert.ok(await page.$('#imp-map .moved-count[data-moved="1"]'), 'the moved army is counted on the map');
          await shot(page, 'battle-choice');
          await button(page, 'fight');
          done.add('battle');
          await shot(page, 'battle-fought');
          // The server restarts: the page notices, reconnects with the last version it saw, and carries on.
          const lines = await page.$$eval('#log li', (l) => l.length);
          const restarted = env.server.restart();
          await page.waitForSelector('#conn[data-status="reconnecting"]', { timeout: 10000 });
          await restarted;
          await page.waitForSelector('#conn[data-status="connected"]', { timeout: 20000 });
          const versions = await page.$$eval('#log li', (l) => l.map((el) => `${el.dataset.version}:${el.textContent}`));
          assert.equal(new Set(versions).size, versions.length, 'no log line twice after reconnecting');
          await page.waitForFunction((n) => document.querySelectorAll('#log li').length >= n, lines);
          await shot(page, 'after-server-restart');
          // Carry on in Japanese from here.
          await page.selectOption('#lang', 'ja');
          await page.waitForFunction(() => document.documentElement.lang === 'ja');
          await shot(page, 'japanese');
        } else {
          await button(page, now.actions.includes('coexist') ? 'coexist' : 'friendly');
        }
        break;
      case 'defence':
        await button(page, 'tolerate');
        break;
      default:
        await act(page, () => page.click('#actions button'));
    }
    if (done.has('factory') && !reloaded) {
      // A reload keeps the account (cookie), the table (URL) and the log (WebSocket since=0).
      reloaded = true;
      const logLines = await page.$$eval('#log li', (l) => l.length);
      await page.reload();
      await page.waitForSelector('#imp-map path.region');
      await page.waitForFunction((n) => document.querySelectorAll('#log li').length >= n, logLines);
      await shot(page, 'after-reload');
    }
  }
  assert.deepEqual([...done].sort(), ['battle', 'bought', 'donated', 'factory', 'fleet', 'import', 'paid', 'production', 'taxation']);
  await assertBoardReadable(page);

  // The log tells the story in Japanese, and the nation panel is translated.
  assert.match(await page.$eval('#imp-nations h3', (el) => el.textContent), /列強国情報/);
  assert.ok(await page.$('#log li[data-event="battle"]'), 'the battle is in the log');
  assert.ok(await page.$('#log li[data-event="taxed"]'), 'the taxation is in the log');
  // Our own cash is shown, the bot's is not.
  assert.deepEqual(await page.$$eval('#imp-players [data-cash]', (l) => l.map((el) => el.dataset.cash)), ['shown', 'hidden']);

  // Zoom with the buttons and the wheel, pan by dragging, back to the whole map. (If it is our turn to invest
  // again, the bond window is open over the map: close it first.)
  if (await page.$('#imp-bonds:not([hidden])')) await page.click('#bond-close');
  await page.click('#zoom-in');
  assert.ok(Number(await page.$eval('#imp-map', (el) => el.dataset.zoom)) > 1.4, 'zoomed in');
  const box = await page.$eval('#imp-map', (el) => el.getAttribute('viewBox'));
  const rect = await (await page.$('#imp-map')).boundingBox();
  await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
  await page.mouse.down();
  await page.mouse.move(rect.x + rect.width / 2 - 120, rect.y + rect.height / 2 - 60, { steps: 5 });
  await page.mouse.up();
  assert.notEqual(await page.$eval('#imp-map', (el) => el.getAttribute('viewBox')), box, 'dragging pans');
  await page.mouse.wheel(0, -300);
  await shot(page, 'zoomed');
  await page.click('#zoom-reset');
  assert.equal(await page.$eval('#imp-map', (el) => el.dataset.zoom), '1.00');

  // The player panel shows investments, and on hover each player's interest per nation.
  const invested = await page.$eval('#imp-players tbody', (el) => el.textContent);
  await page.hover('#imp-players table');
  await page.waitForFunction((before) => document.querySelector('#imp-players tbody').textContent !== before, invested);
  await shot(page, 'payout-hover');
  await page.mouse.move(5, 5);

  // Clicking a nation opens its bond window (nothing to buy now), with tabs for the other nations.
  await page.click('#imp-nations tr[data-nation="GB"]');
  await page.waitForSelector('#imp-bonds:not([hidden]) .tab[data-tab="GB"][aria-selected="true"]');
  await page.click('#imp-bonds .tab[data-tab="RU"]');
  await page.waitForSelector('#imp-bonds .tab[data-tab="RU"][aria-selected="true"]');
  assert.equal(await page.$$eval('#imp-bonds .bond', (l) => l.length), 8, 'classic has 8 bonds per nation');
  await shot(page, 'bond-window-browse');
  await page.click('#bond-close');
  await page.waitForSelector('#imp-bonds[hidden]', { state: 'attached' });

  // History: step back to the start and return to live.
  await page.click('#hist-first');
  await page.waitForFunction(() => document.querySelector('.table-page').dataset.version === 'h0');
  assert.equal(await page.$$eval('#imp-map [data-piece="army"]', (l) => l.length), 0, 'no armies at the start');
  await shot(page, 'history-start');
  await page.click('#hist-forward');
  await page.waitForFunction(() => document.querySelector('.table-page').dataset.version === 'h1');
  await page.click('#hist-live');
  await page.waitForFunction(() => !document.querySelector('.table-page').dataset.version.startsWith('h'));

  // A spectator (another browser, not signed in) sees the table but nobody's cash.
  const watcher = await (await env.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await watcher.goto(`${page.url()}`);
  await watcher.waitForSelector('#imp-map path.region');
  await watcher.waitForSelector('#spectating');
  assert.deepEqual(await watcher.$$eval('#imp-players [data-cash]', (l) => l.map((el) => el.dataset.cash)), ['hidden', 'hidden']);
  assert.equal(await watcher.$$eval('#actions button', (l) => l.length), 0, 'a spectator has no actions');
  await shot(watcher, 'spectator-phone');

  const real = errors.filter((e) => !e.startsWith('Failed to load resource'));
  assert.deepEqual(real, [], 'no script errors on the page');
  console.log(`screenshots:\n${shots.join('\n')}`);
});
