// Our own choices for turning modern Natural Earth countries into the Imperial board (1870-1914 Europe).
// All coordinates are [longitude, latitude] in degrees. Borders of the past are approximated by hand-placed
// points; they only need to look right at board scale, not to be surveyed.

/** Which owner each modern country (Natural Earth `name`) starts with. Owners are a nation code (split into
 * its five provinces by the seeds below), a region id, or `deco:<id>` (drawn, not a region). Countries not
 * listed become plain decoration land. */
export const COUNTRY_OWNER = {
  Austria: 'AH', Hungary: 'AH', Czechia: 'AH', Slovakia: 'AH', Slovenia: 'AH', Croatia: 'AH',
  Italy: 'IT', Vatican: 'IT', 'San Marino': 'IT',
  France: 'FR', Monaco: 'FR',
  'United Kingdom': 'GB', 'Isle of Man': 'GB',
  Ireland: 'dublin',
  Germany: 'GE',
  Russia: 'RU', Finland: 'RU', 'Åland': 'RU', Estonia: 'RU', Latvia: 'RU', Lithuania: 'RU', Belarus: 'RU',
  Ukraine: 'RU', Moldova: 'RU', Poland: 'RU',
  Turkey: 'turkey',
  Bulgaria: 'bulgaria',
  Romania: 'romania',
  Serbia: 'west_balkan', Montenegro: 'west_balkan', Kosovo: 'west_balkan', 'Bosnia and Herz.': 'west_balkan',
  Albania: 'west_balkan', Macedonia: 'west_balkan',
  Greece: 'greece',
  Tunisia: 'tunis',
  Algeria: 'algeria',
  Morocco: 'morocco',
  Spain: 'spain', Andorra: 'spain',
  Portugal: 'portugal',
  Belgium: 'belgium', Luxembourg: 'belgium',
  Netherlands: 'holland',
  Denmark: 'denmark',
  Norway: 'norway',
  Sweden: 'sweden',
  Switzerland: 'deco:switzerland', Liechtenstein: 'deco:switzerland',
};

/** Land moved between owners, applied in order: the part of each `from` country inside `ring` goes to `to`. */
export const TRANSFERS = [
  { note: 'Northern Ireland belongs to the Dublin region (the whole island)', from: ['United Kingdom'], to: 'dublin',
    ring: [[-8.3, 53.9], [-5.35, 53.9], [-5.35, 55.25], [-6.3, 55.25], [-6.3, 55.6], [-8.3, 55.6]] },
  { note: 'Trentino and South Tyrol were Austrian', from: ['Italy'], to: 'AH',
    ring: [[10.45, 46.6], [10.45, 46.05], [10.6, 45.85], [10.9, 45.72], [11.2, 45.8], [11.5, 45.95], [11.75, 46.0],
      [11.9, 46.2], [12.3, 46.45], [12.45, 46.65], [12.7, 47.2], [10.4, 47.2]] },
  { note: 'Gorizia and Trieste were Austrian', from: ['Italy'], to: 'AH',
    ring: [[13.4, 46.6], [13.4, 46.0], [13.45, 45.78], [13.2, 45.6], [14.2, 45.3], [14.2, 46.6]] },
  { note: 'Alsace-Lorraine was German 1871-1918', from: ['France'], to: 'GE',
    ring: [[5.98, 49.6], [5.98, 49.45], [5.95, 49.25], [6.03, 49.0], [6.25, 48.9], [6.6, 48.75], [6.85, 48.6],
      [7.05, 48.5], [7.1, 48.3], [7.05, 48.1], [6.95, 47.9], [6.85, 47.8], [7.05, 47.6], [7.0, 47.3], [8.6, 47.3],
      [8.6, 49.7]] },
  { note: 'North Schleswig was German 1864-1920', from: ['Denmark'], to: 'GE',
    ring: [[7.8, 54.6], [7.9, 55.45], [8.7, 55.48], [9.2, 55.43], [9.6, 55.5], [9.75, 55.3], [10.1, 55.05],
      [10.1, 54.6]] },
  { note: 'Pomerania, West Prussia, Posen, Silesia and southern East Prussia were German', from: ['Poland'],
    to: 'GE',
    ring: [[13.5, 55.3], [23.0, 55.3], [22.85, 54.4], [22.6, 54.0], [21.8, 53.5], [21.0, 53.3], [20.2, 53.2],
      [19.6, 53.05], [19.2, 52.9], [18.8, 52.75], [18.4, 52.45], [18.0, 52.3], [17.75, 52.05], [17.95, 51.75],
      [18.15, 51.35], [18.55, 51.05], [18.95, 50.85], [19.2, 50.45], [19.2, 50.15], [18.8, 50.05], [18.3, 49.95],
      [17.5, 49.9], [15.0, 49.6], [13.5, 50.5]] },
  { note: 'Galicia (with Cracow) was Austrian', from: ['Poland'], to: 'AH',
    ring: [[17.5, 49.0], [17.5, 49.95], [19.2, 50.0], [19.5, 50.1], [19.9, 50.07], [20.5, 50.25], [21.2, 50.35],
      [21.8, 50.7], [22.6, 50.4], [23.5, 50.4], [24.2, 50.55], [24.2, 49.0]] },
  { note: 'East Prussia (Koenigsberg) was German', from: ['Russia'], to: 'GE',
    ring: [[19.0, 54.2], [23.2, 54.2], [23.2, 55.6], [19.0, 55.6]] },
  { note: 'The Memel land was German', from: ['Lithuania'], to: 'GE',
    ring: [[20.8, 55.25], [21.9, 55.05], [22.2, 55.6], [21.4, 56.0], [20.8, 56.0]] },
  { note: 'Galicia, Bukovina and Ruthenia were Austrian or Hungarian', from: ['Ukraine'], to: 'AH',
    ring: [[22.0, 50.6], [24.0, 50.6], [25.2, 50.25], [26.1, 50.0], [26.2, 49.4], [26.3, 48.6], [26.6, 48.3],
      [26.4, 47.9], [24.5, 47.4], [22.0, 47.4]] },
  { note: 'Western Thrace was Bulgarian 1913-1919: Bulgaria touches the Aegean, Greece does not touch Turkey',
    from: ['Greece'], to: 'bulgaria',
    ring: [[24.75, 40.5], [24.72, 40.95], [24.5, 41.3], [24.3, 41.65], [26.8, 42.2], [26.8, 40.5]] },
  { note: 'Only European Turkey and western Anatolia are a region; the rest is scenery', from: ['Turkey'],
    to: 'deco:land', ring: [[31.0, 34.0], [47.0, 34.0], [47.0, 43.5], [31.0, 43.5]] },
  { note: 'Crete is scenery (not a region)', from: ['Greece'], to: 'deco:crete',
    ring: [[23.3, 34.6], [26.6, 34.6], [26.6, 35.75], [23.3, 35.75]] },
  { note: 'Sicily is scenery (not a region)', from: ['Italy'], to: 'deco:sicily',
    ring: [[12.0, 36.4], [15.45, 36.4], [15.45, 37.9], [15.6, 38.05], [15.62, 38.2], [15.68, 38.3], [15.5, 38.45],
      [12.0, 38.45]] },
  { note: 'Sardinia is scenery (not a region)', from: ['Italy'], to: 'deco:sardinia',
    ring: [[7.9, 38.7], [10.0, 38.7], [10.0, 41.33], [7.9, 41.33]] },
  { note: 'Corsica is scenery (not a region)', from: ['France'], to: 'deco:corsica',
    ring: [[8.4, 41.3], [9.7, 41.3], [9.7, 43.1], [8.4, 43.1]] },
];

/** Names and owner tints of decoration shapes. */
export const DECORATION = {
  switzerland: { name: 'Switzerland', kind: 'switzerland' },
  sicily: { name: 'Sicily', kind: 'island', tint: 'IT' },
  sardinia: { name: 'Sardinia', kind: 'island', tint: 'IT' },
  corsica: { name: 'Corsica', kind: 'island', tint: 'FR' },
  crete: { name: 'Crete', kind: 'island' },
  land: { name: 'Off-board land', kind: 'land' },
};

/** Seeds that split each great power into provinces (Voronoi cells of the seeds, merged per province and clipped
 * to the nation). The first seed of a province is its city (the factory site); the others shape the province. */
export const PROVINCE_SEEDS = {
  AH: {
    vienna: [[16.37, 48.21], [14.3, 48.3], [13.05, 47.8], [11.4, 47.26], [11.12, 46.07], [15.0, 47.2], [12.0, 46.75]],
    prague: [[14.42, 50.08], [16.6, 49.2], [17.6, 49.75], [19.94, 50.06], [13.3, 49.7]],
    budapest: [[19.04, 47.5], [21.6, 47.5], [18.8, 48.7], [21.3, 48.7], [22.6, 48.4], [18.0, 46.3], [20.2, 46.3]],
    trieste: [[13.77, 45.65], [14.5, 46.05], [15.98, 45.81], [16.44, 43.51], [18.1, 42.65], [14.6, 45.0]],
    lemberg: [[24.03, 49.84], [25.93, 48.29], [22.0, 50.0], [24.7, 48.9], [21.0, 49.7]],
  },
  IT: {
    genoa: [[8.93, 44.41], [7.68, 45.07], [9.19, 45.46], [10.2, 45.55], [8.0, 44.2]],
    venice: [[12.32, 45.44], [11.87, 45.41], [13.0, 46.2], [11.34, 44.49], [12.2, 44.25]],
    florence: [[11.26, 43.77], [10.4, 43.72], [11.3, 43.1], [10.4, 44.25]],
    rome: [[12.5, 41.9], [13.5, 42.35], [13.2, 43.3], [12.6, 42.6], [14.4, 41.9]],
    naples: [[14.27, 40.85], [16.0, 39.3], [16.87, 41.12], [15.8, 40.6], [18.0, 40.3], [16.3, 38.5]],
  },
  FR: {
    paris: [[2.35, 48.86], [2.6, 50.3], [1.1, 49.45], [0.3, 49.1], [3.2, 49.4]],
    brest: [[-4.49, 48.39], [-2.6, 48.1], [-1.0, 47.5], [0.7, 47.4], [1.6, 47.1]],
    dijon: [[5.04, 47.32], [4.3, 49.5], [5.9, 48.7], [3.1, 45.8], [4.85, 45.76], [3.2, 47.8], [6.2, 47.0], [2.5, 46.5]],
    bordeaux: [[-0.58, 44.84], [1.44, 43.6], [0.34, 46.58], [-0.4, 43.3], [1.3, 45.6]],
    marseille: [[5.37, 43.3], [3.0, 43.2], [6.4, 44.6], [7.2, 43.7], [4.0, 43.9], [5.9, 45.5]],
  },
  GB: {
    edinburgh: [[-3.19, 55.95], [-4.3, 57.4], [-3.2, 58.6], [-5.2, 56.4], [-4.2, 55.5], [-1.2, 60.3]],
    liverpool: [[-2.98, 53.41], [-3.7, 52.4], [-2.9, 54.5], [-4.5, 54.2], [-2.3, 53.0]],
    sheffield: [[-1.47, 53.38], [-1.0, 54.2], [-1.6, 55.0], [-0.5, 53.3], [-1.1, 52.7]],
    london: [[-0.13, 51.51], [-4.2, 50.5], [-2.3, 51.1], [0.9, 52.4], [-1.3, 51.9]],
  },
  GE: {
    berlin: [[13.4, 52.52], [14.3, 53.5], [12.2, 51.5], [13.7, 51.05], [11.0, 50.95], [12.8, 53.4], [11.6, 52.2]],
    hamburg: [[9.99, 53.55], [9.5, 54.6], [8.7, 53.1], [9.7, 52.4], [7.5, 53.0], [10.6, 53.9]],
    cologne: [[6.96, 50.94], [7.6, 51.9], [7.0, 50.0], [8.7, 51.0], [6.6, 49.8]],
    munich: [[11.58, 48.14], [9.18, 48.78], [7.75, 48.58], [6.6, 49.2], [10.0, 49.8], [8.3, 49.5], [12.1, 49.0]],
    danzig: [[18.65, 54.35], [20.5, 54.7], [17.0, 52.4], [17.04, 51.11], [16.2, 53.6], [22.0, 54.0], [15.3, 51.0]],
  },
  RU: {
    moscow: [[37.62, 55.75], [32.0, 54.8], [27.56, 53.9], [29.5, 53.0], [40.0, 51.5], [42.0, 57.0], [36.0, 53.0],
      [25.2, 52.9]],
    warsaw: [[21.01, 52.23], [22.6, 51.2], [19.5, 51.76], [23.2, 53.1], [20.5, 50.8], [22.9, 54.0]],
    st_petersburg: [[30.32, 59.94], [25.0, 61.5], [24.1, 56.95], [25.3, 54.7], [27.0, 64.0], [33.0, 62.0],
      [29.0, 57.0], [33.5, 58.0], [38.0, 61.0]],
    kiev: [[30.52, 50.45], [28.2, 50.5], [28.5, 49.2], [27.5, 48.25], [32.5, 50.0], [36.2, 50.0], [25.5, 51.2],
      [38.0, 49.3], [42.5, 49.8]],
    odessa: [[30.73, 46.48], [28.85, 46.8], [34.1, 45.0], [33.0, 47.3], [36.5, 47.5], [39.7, 47.2], [39.0, 45.0],
      [42.0, 44.5], [41.5, 47.3]],
  },
};

/** Seeds that split the water into the nine seas; `_` seeds mark water that is scenery, not a sea region. */
export const SEA_SEEDS = {
  north_atlantic: [[-9.5, 50.6], [-9.0, 48.6], [-7.4, 49.7], [-6.5, 51.0], [-4.5, 51.4], [-5.2, 53.8], [-12.0, 54.0],
    [-10.0, 58.0], [-6.0, 61.5], [-2.0, 64.5], [-16.0, 58.0], [-15.0, 50.0]],
  bay_of_biscay: [[-4.0, 45.6], [-6.3, 47.0], [-3.2, 35.8], [-6.5, 36.0], [-8.0, 46.0], [-10.5, 43.0],
    [-11.5, 39.0], [-10.0, 35.5], [-11.0, 32.0], [-15.0, 45.0], [-15.0, 36.0]],
  english_channel: [[-5.6, 49.3], [-4.5, 49.6], [-2.0, 50.2], [0.5, 50.4], [1.7, 51.0], [2.9, 51.65]],
  north_sea: [[3.2, 53.6], [1.5, 55.5], [5.0, 56.8], [3.0, 60.0], [5.0, 63.0], [9.0, 65.5], [7.0, 55.3], [0.0, 58.0]],
  baltic_sea: [[10.0, 57.9], [11.6, 56.6], [12.0, 54.6], [14.5, 55.0], [18.0, 55.5], [20.0, 57.6], [20.0, 59.6],
    [24.5, 59.8], [20.0, 62.0], [22.5, 64.5]],
  western_mediterranean_sea: [[-1.2, 35.8], [0.0, 37.5], [1.5, 38.0], [5.0, 40.0], [7.0, 42.5], [9.5, 43.5],
    [10.5, 41.0], [12.5, 39.7], [10.5, 37.8], [5.0, 37.5]],
  ionian_sea: [[13.5, 44.5], [15.5, 43.2], [17.5, 42.0], [19.0, 40.5], [18.0, 38.0], [15.8, 36.2], [20.0, 36.5],
    [12.5, 34.5], [13.0, 36.6], [17.0, 33.0]],
  eastern_mediterranean_sea: [[25.0, 39.5], [25.0, 36.8], [28.0, 34.5], [32.0, 33.7], [26.0, 40.6], [27.5, 40.6],
    [35.0, 35.5], [24.0, 34.0], [22.6, 33.0]],
  black_sea: [[31.0, 43.5], [29.5, 41.8], [31.0, 41.6], [35.0, 43.0], [38.5, 43.8], [36.5, 46.0], [29.5, 45.0],
    [34.0, 42.0]],
  _white_sea: [[37.0, 65.5], [40.0, 66.0], [34.0, 66.5]],
  _caspian: [[50.0, 42.0], [50.0, 46.0]],
  _red_sea: [[33.5, 28.0], [35.0, 28.5]],
  _persian_gulf: [[50.0, 29.0]],
};

/** Points that frame the drawing (the projection is fitted so that all of them show). */
export const FRAME_POINTS = [[-14.5, 58.5], [-12.0, 35.5], [-8.5, 30.5], [2.0, 65.0], [24.0, 65.6], [41.0, 57.0],
  [37.5, 41.5], [33.0, 31.0]];

/** Cities of provinces that are not split by seeds (their whole land is assigned directly). */
export const DIRECT_CITIES = { dublin: [-6.26, 53.35] };
