#!/usr/bin/env python3
"""Writes web/games/age-of-renaissance/map.json: a position for every land space and sea, projected from
approximate longitude/latitude of the place the space is named after (our own drawing, not traced from any
map scan), plus the land adjacency and the satellite arrows from the crate's data."""
import json, math

LONLAT = {
 "copenhagen": (11.6, 55.6), "danzig": (18.6, 54.4), "hamburg": (9.6, 53.4), "lubeck": (11.3, 54.2),
 "malmo": (13.8, 56.1), "mitau": (22.4, 56.2), "novgorod": (31.3, 58.5), "riga": (24.6, 57.2),
 "stettin": (14.6, 53.5), "stockholm": (18.1, 59.3), "whisby": (18.4, 57.5),
 "armagh": (-6.7, 54.4), "bergen": (5.3, 60.4), "chester": (-2.9, 53.3), "cornwall": (-5.0, 50.3),
 "edinburg": (-3.2, 56.0), "iceland": (-19.0, 64.6), "kongsberg": (9.6, 59.7), "london": (0.0, 51.6),
 "portsmouth": (-1.6, 50.8), "shetland-islands": (-1.3, 60.4), "wales": (-4.0, 52.2), "waterford": (-7.5, 52.3),
 "york": (-1.1, 54.2),
 "amsterdam": (4.9, 52.5), "basel": (7.4, 47.4), "breslau": (17.0, 51.1), "bruges": (3.0, 51.2),
 "budapest": (19.0, 47.5), "cologne": (6.9, 50.8), "dijon": (4.9, 47.2), "esseg": (18.7, 45.6),
 "loire": (0.8, 47.4), "nuremberg": (11.1, 49.5), "paris": (2.4, 48.9), "prague": (14.4, 50.1),
 "salzburg": (13.1, 47.7), "st-galt": (9.4, 46.9), "st-malo": (-2.2, 48.5), "strassburg": (7.4, 48.7),
 "vienna": (16.4, 48.2),
 "barcelona": (2.0, 41.6), "basque": (-2.6, 43.1), "leon": (-5.9, 42.6), "lisbon": (-9.0, 38.9),
 "palma": (2.8, 39.5), "toledo": (-4.0, 39.9), "valencia": (-0.5, 39.3),
 "abasgia": (39.6, 44.0), "angora": (32.9, 39.9), "erzerum": (41.3, 39.6), "kaffa": (35.0, 45.1),
 "kamishin": (45.4, 50.1), "kiev": (30.5, 50.4), "poti": (41.9, 42.1), "sarai": (47.0, 47.6),
 "tana": (39.4, 47.4), "trebizond": (38.3, 40.9), "varna": (27.9, 43.3),
 "acre": (35.1, 33.0), "adalia": (30.7, 36.9), "aleppo": (37.7, 36.3), "alexandria": (29.5, 31.2),
 "cairo": (31.8, 30.0), "cyprus": (33.2, 35.1), "jerusalem": (35.6, 31.6), "levant": (36.0, 34.4),
 "suez": (33.3, 28.9), "tarsus": (34.6, 37.1),
 "bari": (16.9, 41.0), "belgrade": (20.5, 44.8), "bordeaux": (-0.6, 44.9), "cagliari": (9.1, 39.5),
 "dubrovnik": (18.1, 42.7), "florence": (11.3, 43.7), "genoa": (8.6, 44.5), "lyons": (4.8, 45.8),
 "marseilles": (5.6, 43.4), "milan": (9.4, 45.6), "montpelier": (3.6, 43.6), "naples": (14.6, 40.7),
 "rome": (12.6, 42.0), "sicily": (14.1, 37.6), "toulouse": (1.0, 43.5), "venice": (12.6, 45.5),
 "algiers": (3.1, 36.6), "athens": (23.3, 38.0), "barca": (20.5, 32.2), "constantinople": (29.0, 41.1),
 "corfu": (19.9, 39.5), "crete": (24.9, 35.2), "durazzo": (19.5, 41.4), "fez": (-5.0, 34.0),
 "gallipoli": (26.4, 40.6), "granada": (-3.6, 37.2), "libya": (24.6, 31.4), "oran": (-0.6, 35.6),
 "salonika": (22.9, 40.7), "seville": (-6.1, 37.3), "smyrna": (27.2, 38.4), "tripoli": (13.2, 32.8),
 "tunis": (10.2, 36.8), "west-africa": (-16.0, 27.0),
 "china": (51.5, 43.0), "east-indies": (51.5, 29.0), "india": (51.5, 36.0),
 "north-america": (-23.5, 52.0), "south-america": (-23.5, 40.0),
}
SEAS = {
 "sea-baltic-sea": (19.6, 56.4), "sea-greenland-sea": (-11.0, 62.0), "sea-black-sea": (34.0, 43.2),
 "sea-eastern-mediterranean-sea": (30.5, 33.6), "sea-adriatic-sea": (15.2, 43.3), "sea-aegea-sea": (25.2, 38.4),
 "sea-canary-basin": (-12.0, 33.0), "sea-central-mediterranean-sea": (17.5, 35.2), "sea-bay-of-biscay": (-8.0, 46.5),
 "sea-north-sea": (3.0, 56.3), "sea-norwegian-sea": (1.5, 63.0), "sea-western-mediterranean-sea": (4.5, 39.3),
}

def project(lon, lat):
    return [round((lon + 27) * 19), round((66.5 - lat) * 25)]

data = json.load(open("crates/games/age-of-renaissance/data/map.json"))
ids = [p["id"] for p in data["provinces"]]
assert set(ids) == set(LONLAT), set(ids) ^ set(LONLAT)
assert set(s["id"] for s in data["seas"]) == set(SEAS)
edges = sorted({tuple(sorted((p["id"], q))) for p in data["provinces"] for q in p["adjacent"]})
arrows = [[p["id"], q] for p in data["provinces"] for q in p["supports"]]
out = {
    "width": project(55, 0)[0], "height": project(0, 25.5)[1],
    "spaces": {k: project(*v) for k, v in LONLAT.items()},
    "seas": {k: project(*v) for k, v in SEAS.items()},
    "edges": edges, "arrows": arrows,
    # The engine's order of spaces and advances (the view's per-space and per-advance lists follow it).
    "order": ids,
    "kinds": {p["id"]: p["kind"] for p in data["provinces"]},
    "markets": {p["id"]: p["market"] for p in data["provinces"]},
    "commodities": {p["id"]: p["commodities"] for p in data["provinces"]},
    "advances": [{"id": a["id"], "letter": a["letter"], "category": a["category"], "cost": a["cost"]}
                 for a in json.load(open("crates/games/age-of-renaissance/data/rules.json"))["advances"]],
}
json.dump(out, open("web/games/age-of-renaissance/map.json", "w"), separators=(",", ":"))
print(out["width"], out["height"], len(edges), len(arrows))
