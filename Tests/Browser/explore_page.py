#!/usr/bin/python3
"""Opens a Graft explorer page in headless Chromium, as a person would, and prints what it shows as JSON.

It types a query into the search box one key at a time, clicks the result that names a feature, and optionally a
need of that feature; then it reads the highlighted rows of the tree, the selected row, the problems on the page,
and the times the page took to open and to answer each keystroke. The caller checks them. Needs Debian's
chromium, chromium-driver and python3-selenium.

usage: explore_page.py PAGE [--group] [--search TEXT --select NAME [--need SIGNATURE] [--repeat N]] [--screenshot FILE]
                       [--report FILE]
"""

import argparse
import json
import os
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

# Chromium answers a keystroke within milliseconds; this limit only stops a broken page from hanging the test.
LIMIT_SECONDS = 30

# Runs one search in the page and returns its time, in milliseconds, to the results laid out.
TIMED_SEARCH = """
const search = document.getElementById("search"), results = document.getElementById("results");
search.value = arguments[0];
const started = performance.now();
search.dispatchEvent(new Event("input"));
results.getBoundingClientRect();
return [performance.now() - started, results.children.length];
"""


SEVERITIES = {"error", "warning", "note"}


def texts(driver, selector):
    return [element.text for element in driver.find_elements(By.CSS_SELECTOR, selector)]


def problems(driver):
    return [
        {"severity": next(c for c in element.get_attribute("class").split() if c in SEVERITIES), "text": element.text}
        for element in driver.find_elements(By.CSS_SELECTOR, "#info .problem")
    ]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("--search")
    parser.add_argument("--select")
    parser.add_argument("--need")
    parser.add_argument("--group", action="store_true", help="tick Group by module first")
    parser.add_argument("--screenshot")
    parser.add_argument("--report", help="write the JSON here instead of to standard output")
    parser.add_argument("--repeat", type=int, default=1, help="time each keystroke this many times; keep the median")
    arguments = parser.parse_args()

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,900"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "SEVERE"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    report = {}
    try:
        started = time.monotonic()
        driver.get("file://" + arguments.page)
        wait = WebDriverWait(driver, LIMIT_SECONDS)
        wait.until(lambda d: d.execute_script("return document.documentElement.dataset.ready"))
        report["wallOpenMs"] = (time.monotonic() - started) * 1000
        # From the start of navigation: the page's script has drawn the tree, and the load event has ended.
        report["readyMs"] = float(driver.execute_script("return document.documentElement.dataset.ready"))
        report["loadMs"] = driver.execute_script(
            "const n = performance.getEntriesByType('navigation')[0]; return n.loadEventEnd;")
        report["scriptBytes"] = driver.execute_script("return new Blob([document.scripts[1].text]).size")
        report["pageBytes"] = os.path.getsize(arguments.page)
        report["rows"] = len(driver.find_elements(By.CSS_SELECTOR, "#tree .row"))
        report["title"] = driver.find_element(By.ID, "title").text
        report["overviewProblems"] = problems(driver)
        report["badges"] = texts(driver, "#tree .badge")
        report["inactive"] = texts(driver, "#tree .row.off .nm")
        if arguments.group:
            driver.find_element(By.ID, "group").click()
        report["tops"] = texts(driver, "#tree > div > .row .nm")
        report["topCounts"] = texts(driver, "#tree > div > .row .sub")
        report["errors"] = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        if arguments.search:
            times = []
            for end in range(1, len(arguments.search) + 1):
                runs = sorted(driver.execute_script(TIMED_SEARCH, arguments.search[:end])[0]
                              for _ in range(arguments.repeat))
                times.append(runs[len(runs) // 2])
            report["searchMs"] = times
            box = driver.find_element(By.ID, "search")
            box.clear()
            box.send_keys(arguments.search)
            results = driver.find_elements(By.CSS_SELECTOR, "#results div")
            report["results"] = [result.text for result in results]
            # A feature's own result starts with its name; a member's or a type's ends with its feature's.
            match = [r for r in results
                     if r.text.split(" ")[0] == arguments.select or r.text.endswith("· " + arguments.select)]
            if not match:
                raise SystemExit(f"no search result names {arguments.select}: {report['results'][:10]}")
            match[0].click()
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#tree .row.sel"))
            if arguments.need:
                needs = [n for n in driver.find_elements(By.CSS_SELECTOR, "#info div") if
                         n.find_elements(By.CSS_SELECTOR, ":scope > code") and
                         n.find_element(By.CSS_SELECTOR, ":scope > code").text == arguments.need]
                if not needs:
                    raise SystemExit(f"{arguments.select} shows no need {arguments.need}")
                needs[0].find_element(By.CSS_SELECTOR, "li.need").click()
            report["selected"] = texts(driver, "#tree .row.sel .nm")
            report["path"] = texts(driver, "#tree .row.path .nm")
            report["origin"] = texts(driver, "#tree .row.origin .nm")
            report["details"] = driver.find_element(By.ID, "info").text
            report["featureProblems"] = problems(driver)
        if arguments.screenshot:
            driver.save_screenshot(arguments.screenshot)
    finally:
        driver.quit()
    if arguments.report:
        with open(arguments.report, "w") as file:
            json.dump(report, file, indent=1)
    else:
        json.dump(report, sys.stdout, indent=1)
        print()


if __name__ == "__main__":
    main()
