// Facts from /work/shared/reference/imperial/board.md (sections 2 and 3), re-tabulated for the map generator
// and the adjacency report. The game crate owns the rules graph; this copy only drives the drawing.

/** Home provinces: [id, name, nation, factory site, port sea or null]. */
export const HOME = [
  ['trieste', 'Trieste', 'AH', 'shipyard', 'ionian_sea'],
  ['vienna', 'Vienna', 'AH', 'armaments', null],
  ['budapest', 'Budapest', 'AH', 'armaments', null],
  ['prague', 'Prague', 'AH', 'armaments', null],
  ['lemberg', 'Lemberg', 'AH', 'armaments', null],
  ['genoa', 'Genoa', 'IT', 'shipyard', 'western_mediterranean_sea'],
  ['venice', 'Venice', 'IT', 'shipyard', 'ionian_sea'],
  ['florence', 'Florence', 'IT', 'armaments', null],
  ['rome', 'Rome', 'IT', 'armaments', null],
  ['naples', 'Naples', 'IT', 'shipyard', 'western_mediterranean_sea'],
  ['paris', 'Paris', 'FR', 'armaments', null],
  ['dijon', 'Dijon', 'FR', 'armaments', null],
  ['marseille', 'Marseille', 'FR', 'shipyard', 'western_mediterranean_sea'],
  ['bordeaux', 'Bordeaux', 'FR', 'shipyard', 'bay_of_biscay'],
  ['brest', 'Brest', 'FR', 'shipyard', 'english_channel'],
  ['dublin', 'Dublin', 'GB', 'shipyard', 'north_atlantic'],
  ['edinburgh', 'Edinburgh', 'GB', 'shipyard', 'north_sea'],
  ['liverpool', 'Liverpool', 'GB', 'shipyard', 'north_atlantic'],
  ['sheffield', 'Sheffield', 'GB', 'armaments', null],
  ['london', 'London', 'GB', 'shipyard', 'english_channel'],
  ['danzig', 'Danzig', 'GE', 'shipyard', 'baltic_sea'],
  ['berlin', 'Berlin', 'GE', 'armaments', null],
  ['munich', 'Munich', 'GE', 'armaments', null],
  ['cologne', 'Cologne', 'GE', 'armaments', null],
  ['hamburg', 'Hamburg', 'GE', 'shipyard', 'north_sea'],
  ['moscow', 'Moscow', 'RU', 'armaments', null],
  ['warsaw', 'Warsaw', 'RU', 'armaments', null],
  ['st_petersburg', 'St. Petersburg', 'RU', 'shipyard', 'baltic_sea'],
  ['kiev', 'Kiev', 'RU', 'armaments', null],
  ['odessa', 'Odessa', 'RU', 'shipyard', 'black_sea'],
];

/** Neutral land regions: [id, name]. */
export const NEUTRAL = [
  ['turkey', 'Turkey'],
  ['bulgaria', 'Bulgaria'],
  ['romania', 'Romania'],
  ['west_balkan', 'West Balkan'],
  ['greece', 'Greece'],
  ['tunis', 'Tunis'],
  ['algeria', 'Algeria'],
  ['morocco', 'Morocco'],
  ['spain', 'Spain'],
  ['portugal', 'Portugal'],
  ['belgium', 'Belgium'],
  ['holland', 'Holland'],
  ['denmark', 'Denmark'],
  ['norway', 'Norway'],
  ['sweden', 'Sweden'],
];

/** Sea regions: [id, name]. */
export const SEAS = [
  ['bay_of_biscay', 'Bay of Biscay'],
  ['black_sea', 'Black Sea'],
  ['western_mediterranean_sea', 'Western Mediterranean Sea'],
  ['ionian_sea', 'Ionian Sea'],
  ['eastern_mediterranean_sea', 'Eastern Mediterranean Sea'],
  ['north_sea', 'North Sea'],
  ['north_atlantic', 'North Atlantic'],
  ['baltic_sea', 'Baltic Sea'],
  ['english_channel', 'English Channel'],
];

/**
 * Neighbour lists of board.md section 3 (union of both sources; single-source edges are marked with a
 * trailing `?`). Every edge appears at least once; the report treats them as undirected.
 */
export const NEIGHBOURS = {
  moscow: 'kiev st_petersburg warsaw',
  warsaw: 'danzig kiev lemberg moscow prague st_petersburg',
  st_petersburg: 'danzig kiev? moscow warsaw baltic_sea',
  kiev: 'lemberg moscow odessa romania st_petersburg? warsaw',
  odessa: 'kiev romania black_sea',
  danzig: 'berlin prague st_petersburg warsaw baltic_sea',
  berlin: 'cologne danzig hamburg munich prague baltic_sea',
  munich: 'belgium berlin cologne dijon prague vienna',
  cologne: 'belgium berlin hamburg holland munich',
  hamburg: 'berlin cologne denmark holland baltic_sea north_sea',
  dublin: 'north_atlantic',
  edinburgh: 'liverpool london? sheffield north_atlantic north_sea',
  liverpool: 'edinburgh london sheffield north_atlantic',
  sheffield: 'edinburgh liverpool london north_sea',
  london: 'edinburgh? liverpool sheffield english_channel north_atlantic north_sea',
  paris: 'belgium brest dijon english_channel',
  dijon: 'belgium bordeaux brest marseille munich paris',
  marseille: 'bordeaux dijon genoa spain western_mediterranean_sea',
  bordeaux: 'brest dijon marseille spain bay_of_biscay',
  brest: 'bordeaux dijon paris bay_of_biscay english_channel',
  genoa: 'florence marseille venice vienna western_mediterranean_sea',
  venice: 'florence genoa rome trieste vienna ionian_sea',
  florence: 'genoa rome venice western_mediterranean_sea',
  rome: 'florence naples venice ionian_sea western_mediterranean_sea',
  naples: 'rome ionian_sea western_mediterranean_sea',
  trieste: 'budapest venice vienna west_balkan ionian_sea',
  vienna: 'budapest genoa lemberg? munich prague trieste venice',
  budapest: 'lemberg prague romania trieste vienna west_balkan',
  prague: 'berlin budapest danzig lemberg munich vienna warsaw',
  lemberg: 'budapest kiev prague romania vienna? warsaw',
  turkey: 'bulgaria west_balkan? black_sea eastern_mediterranean_sea ionian_sea?',
  bulgaria: 'greece romania turkey west_balkan black_sea eastern_mediterranean_sea',
  romania: 'budapest bulgaria kiev lemberg odessa west_balkan black_sea',
  west_balkan: 'budapest bulgaria greece romania trieste turkey? ionian_sea',
  greece: 'bulgaria west_balkan eastern_mediterranean_sea ionian_sea',
  tunis: 'algeria ionian_sea western_mediterranean_sea',
  algeria: 'morocco tunis western_mediterranean_sea',
  morocco: 'algeria bay_of_biscay',
  spain: 'bordeaux marseille portugal bay_of_biscay western_mediterranean_sea',
  portugal: 'spain bay_of_biscay',
  belgium: 'cologne dijon holland munich paris english_channel',
  holland: 'belgium cologne hamburg english_channel north_sea',
  denmark: 'hamburg baltic_sea north_sea',
  norway: 'sweden baltic_sea north_sea',
  sweden: 'norway baltic_sea',
  bay_of_biscay:
    'bordeaux brest morocco portugal spain english_channel north_atlantic western_mediterranean_sea',
  black_sea: 'bulgaria odessa romania turkey eastern_mediterranean_sea',
  western_mediterranean_sea:
    'algeria florence genoa marseille naples rome spain tunis bay_of_biscay ionian_sea',
  ionian_sea:
    'greece naples rome trieste tunis turkey? venice west_balkan eastern_mediterranean_sea western_mediterranean_sea',
  eastern_mediterranean_sea: 'bulgaria greece turkey black_sea ionian_sea',
  north_sea:
    'denmark edinburgh hamburg holland london norway sheffield baltic_sea english_channel north_atlantic',
  north_atlantic: 'dublin edinburgh liverpool london bay_of_biscay english_channel north_sea',
  baltic_sea: 'berlin danzig denmark hamburg norway st_petersburg sweden north_sea',
  english_channel: 'belgium brest holland london paris bay_of_biscay north_atlantic north_sea',
};

/** Undirected edges as sorted pairs with a `sure` flag (false = only one source has it). */
export function referenceEdges() {
  const edges = new Map();
  for (const [a, list] of Object.entries(NEIGHBOURS)) {
    for (const token of list.split(' ')) {
      const sure = !token.endsWith('?');
      const b = token.replace('?', '');
      const key = [a, b].sort().join('|');
      const prev = edges.get(key);
      edges.set(key, { a: key.split('|')[0], b: key.split('|')[1], sure: sure && (prev ? prev.sure : true) });
    }
  }
  return [...edges.values()];
}
