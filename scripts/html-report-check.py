#!/usr/bin/env python3
"""Opens an HTML report in Debian's chromium through Playwright (never Playwright's own browser
download), at 1280 px wide, and prints one JSON object: whether it rendered, its scroll width,
header cells without scope, and <wbr> count; with --screenshot PATH it saves a full-page PNG.

Usage: html-report-check.py REPORT.html [--screenshot OUT.png]
Exit status: 0 measured, 3 chromium or playwright missing (the message says which)."""
import json
import os
import sys

from chromium_page import find_browser


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    report = os.path.abspath(args[0])
    screenshot = args[args.index("--screenshot") + 1] if "--screenshot" in args else None
    browser_found = find_browser()
    if browser_found is None:
        return 3
    chromium, sync_playwright = browser_found
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto("file://" + report)
        result = page.evaluate(
            """() => ({
                title: document.title,
                scrollWidth: document.scrollingElement.scrollWidth,
                clientWidth: document.scrollingElement.clientWidth,
                tables: document.querySelectorAll('table').length,
                headerCellsWithoutScope: [...document.querySelectorAll('th')].filter(th => !th.hasAttribute('scope')).length,
                wbr: document.querySelectorAll('wbr').length,
                swatches: [...document.querySelectorAll('.sw')].map(e => [e.getBoundingClientRect().width, e.getBoundingClientRect().height]).slice(0, 2),
                darkColumns: document.querySelectorAll('th .mode.dark').length,
                lightColumns: document.querySelectorAll('th .mode.light').length,
            })"""
        )
        if screenshot:
            page.screenshot(path=screenshot, full_page=True)
        browser.close()
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
