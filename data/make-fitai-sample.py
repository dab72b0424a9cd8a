#!/usr/bin/env python3
"""Writes data/fitai.sample.json: FitAI's sample log in the seed's schema (seed 004).

Deterministic (random.Random(4)): running it again gives the same bytes. The JSON is the
source of truth; this script is how it was made. Usage: python3 data/make-fitai-sample.py [OUT]

`--days N` makes a longer log from the same start (the sample is 61 days, 1 Sep – 31 Oct
2025): `python3 data/make-fitai-sample.py --days 365 data/fitai.year.json` writes the year
of entries (about 1 500) that `proof bench` loads beside the sample. The first 61 days of
a longer log are not the sample's: the random choices run on past them.
"""
import datetime as dt
import json
import random
import sys
import uuid

rng = random.Random(4)

args = sys.argv[1:]
DAYS = 61
if args[:1] == ["--days"]:
    DAYS = int(args[1])
    args = args[2:]


def new_id():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def stamp(day, hh, mm):
    """`day` at hh:mm UTC; minutes past 59 carry into the hours."""
    t = dt.datetime(day.year, day.month, day.day) + dt.timedelta(hours=hh, minutes=mm)
    return t.strftime("%Y-%m-%dT%H:%M:00Z")


# name, serving, kcal, protein, carbs, fat (per serving)
FOODS = {
    "breakfast": [
        ("Greek yogurt with berries", "1 bowl (250 g)", 220, 20, 26, 4),
        ("Oatmeal with banana", "1 bowl (300 g)", 340, 10, 62, 6),
        ("Scrambled eggs on toast", "2 eggs, 1 slice", 380, 22, 24, 21),
        ("Avocado toast", "2 slices", 410, 11, 38, 24),
        ("Protein smoothie", "1 glass (400 ml)", 290, 30, 32, 5),
    ],
    "lunch": [
        ("Chicken Caesar salad", "1 plate", 520, 38, 18, 33),
        ("Turkey sandwich", "1 sandwich", 470, 32, 48, 15),
        ("Lentil soup", "1 bowl (400 ml)", 360, 21, 52, 7),
        ("Sushi set", "8 pieces", 540, 24, 82, 11),
        ("Burrito bowl", "1 bowl", 650, 36, 72, 22),
    ],
    "dinner": [
        ("Spaghetti bolognese", "1 plate (350 g)", 690, 34, 84, 22),
        ("Chicken stir-fry with rice", "1 plate", 610, 42, 70, 16),
        ("Beef tacos", "3 tacos", 720, 36, 54, 38),
        ("Vegetable curry with rice", "1 plate", 580, 15, 88, 18),
        ("Margherita pizza", "3 slices", 810, 33, 96, 30),
    ],
    "snack": [
        ("Apple", "1 medium", 95, 0.5, 25, 0.3),
        ("Almonds", "30 g", 174, 6.4, 6.5, 15),
        ("Protein bar", "1 bar (60 g)", 230, 20, 24, 8),
        ("Dark chocolate", "25 g", 150, 2, 11, 11),
        ("Hummus and carrots", "1 cup", 180, 6, 20, 9),
    ],
}
MEAL_TIMES = {"breakfast": (7, 45), "lunch": (12, 30), "dinner": (19, 15), "snack": (16, 0)}

USER_ID = new_id()
start = dt.date(2025, 9, 1)
end = start + dt.timedelta(days=DAYS - 1)
skipped = {dt.date(2025, 9, 14), dt.date(2025, 10, 5), dt.date(2025, 10, 6)}

user = {
    "id": USER_ID, "email": "alex.morgan@example.com",
    "password_hash": "$2b$12$Vq1bS0m3S4ltV4lu3F0rTh3D3m0Us3rXyZ0123456789abcdefgh",
    "name": "Alex Morgan", "current_weight": 79.6, "target_weight": 75.0, "height": 178.0,
    "date_of_birth": "1992-04-17", "activity_level": "moderately_active",
    "created_at": "2025-08-28T18:02:11Z", "updated_at": "2025-10-31T07:40:00Z",
}
goals = [
    {"id": new_id(), "user_id": USER_ID, "daily_calorie_goal": 2200, "daily_protein_goal": 130,
     "daily_carb_goal": 250, "daily_fat_goal": 75, "calorie_deficit_goal": None, "calorie_surplus_goal": None,
     "is_active": False, "created_at": "2025-08-28T18:05:40Z", "updated_at": "2025-08-31T20:10:00Z"},
    {"id": new_id(), "user_id": USER_ID, "daily_calorie_goal": 2000, "daily_protein_goal": 150,
     "daily_carb_goal": 200, "daily_fat_goal": 65, "calorie_deficit_goal": 500, "calorie_surplus_goal": None,
     "is_active": True, "created_at": "2025-08-31T20:10:00Z", "updated_at": "2025-08-31T20:10:00Z"},
]

entries, photos = [], []


def add(day, meal, food, minute_offset=0, ai=None, photo_url=None, notes=None):
    name, serving, kcal, p, c, f = food
    hh, mm = MEAL_TIMES[meal]
    t = stamp(day, hh, mm + minute_offset)
    e = {"id": new_id(), "user_id": USER_ID, "date": day.isoformat(), "meal_type": meal, "food_name": name,
         "calories": kcal, "protein": p, "carbs": c, "fat": f, "serving_size": serving,
         "photo_url": photo_url, "ai_analyzed": ai is not None, "ai_confidence": ai, "notes": notes,
         "created_at": t, "updated_at": t}
    entries.append(e)
    return e


def photo_for(day, meal, entry_id, size):
    url = f"https://storage.fitai.example/photos/{USER_ID}/{day.isoformat()}-{meal}.jpg"
    hh, mm = MEAL_TIMES[meal]
    photos.append({"id": new_id(), "user_id": USER_ID, "food_entry_id": entry_id, "storage_url": url,
                   "local_path": f"Caches/photos/{day.isoformat()}-{meal}.jpg", "file_size": size,
                   "mime_type": "image/jpeg", "created_at": stamp(day, hh, mm)})
    return url


day = start
while day <= end:
    if day in skipped:
        day += dt.timedelta(days=1)
        continue
    if day == end:
        # The multi-item AI result: one dinner photo, three foods, each with its confidence.
        add(day, "breakfast", FOODS["breakfast"][0])
        add(day, "lunch", FOODS["lunch"][2])
        url = f"https://storage.fitai.example/photos/{USER_ID}/{day.isoformat()}-dinner.jpg"
        first = add(day, "dinner", ("Grilled salmon", "1 fillet (150 g)", 310, 34, 0, 18), 0, 0.94, url)
        add(day, "dinner", ("Quinoa", "1 cup (185 g)", 222, 8, 39, 3.6), 0, 0.88, url)
        add(day, "dinner", ("Roasted asparagus", "8 spears", 40, 4.3, 7.4, 0.4), 0, 0.71, url,
            "AI was unsure: edited from \"green beans\"")
        photos.append({"id": new_id(), "user_id": USER_ID, "food_entry_id": first["id"], "storage_url": url,
                       "local_path": f"Caches/photos/{day.isoformat()}-dinner.jpg", "file_size": 1_843_205,
                       "mime_type": "image/jpeg", "created_at": stamp(day, 19, 15)})
        add(day, "snack", FOODS["snack"][0])
        break
    for meal in ("breakfast", "lunch", "dinner"):
        food = rng.choice(FOODS[meal])
        if rng.random() < 0.3:  # photographed and analysed
            e = add(day, meal, food, 0, round(rng.uniform(0.78, 0.98), 2))
            e["photo_url"] = photo_for(day, meal, e["id"], rng.randint(900_000, 2_600_000))
        else:
            add(day, meal, food)
    for k in range(rng.choice([0, 1, 1, 2])):
        add(day, "snack", rng.choice(FOODS["snack"]), 30 * k)
    if rng.random() < 0.2:  # a drink with dinner
        add(day, "dinner", ("Glass of red wine", "150 ml", 125, 0.1, 3.8, 0), 20)
    if day.weekday() in (4, 5) and rng.random() < 0.8:  # Friday and Saturday: dessert
        add(day, "snack", ("Ice cream", "1 cup (130 g)", 370, 6, 42, 20), 200, None, None, "weekend treat")
    day += dt.timedelta(days=1)

# Weigh-ins: every Monday morning and on the first day, trending down about 0.4 kg a week.
weights = []
w_day, kg = start, 82.4
while w_day <= end:
    weights.append({"id": new_id(), "user_id": USER_ID, "weight": round(kg, 1), "date": w_day.isoformat(),
                    "notes": "morning, before breakfast" if w_day == start else None,
                    "created_at": stamp(w_day, 7, 0)})
    # About 0.4 kg a week over the sample's eight weeks; a longer log loses the same in all.
    kg -= (0.4 if DAYS == 61 else 3.2 * 7 / DAYS) + rng.uniform(-0.25, 0.25)
    w_day += dt.timedelta(days=7)
weights[-1]["weight"] = user["current_weight"]

# Stored summaries, as the app saved them: September's are right; the last day's was saved
# after lunch and is stale (the loader's diary recomputes it from the entries).
summaries = []
by_day = {}
for e in entries:
    by_day.setdefault(e["date"], []).append(e)
for d, es in sorted(by_day.items()):
    if not (d.startswith("2025-09") or d == end.isoformat()):
        continue
    use = es if d != end.isoformat() else [e for e in es if e["meal_type"] in ("breakfast", "lunch")]
    tot = {k: round(sum(e[k] for e in use), 2) for k in ("calories", "protein", "carbs", "fat")}
    summaries.append({"id": new_id(), "user_id": USER_ID, "date": d, "total_calories": tot["calories"],
                      "total_protein": tot["protein"], "total_carbs": tot["carbs"], "total_fat": tot["fat"],
                      "goal_achieved": tot["calories"] <= 2000, "calories_remaining": round(2000 - tot["calories"], 2),
                      "created_at": f"{d}T23:59:00Z", "updated_at": f"{d}T23:59:00Z"})

doc = {"users": [user], "user_goals": goals, "food_entries": entries, "daily_summaries": summaries,
       "weight_tracking": weights, "photos": photos}
out = args[0] if args else "data/fitai.sample.json"
with open(out, "w") as fh:
    json.dump(doc, fh, indent=1, ensure_ascii=False)
    fh.write("\n")
