import AppCore

print(settingsGetsTheAppsStore() ? "Settings gets the app's store" : "Settings gets another store")
