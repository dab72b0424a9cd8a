import NutriSync
