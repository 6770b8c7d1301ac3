"""What the page scripts (html-report-check.py, visual-check.py) share: Debian's chromium and
Playwright's sync API, found or said missing. Playwright's own browser download is never used."""
import os
import shutil
import sys


def find_browser():
    """Returns (chromium path, sync_playwright), or None after saying on stderr what is missing."""
    chromium = os.environ.get("THEMELINT_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not os.path.exists(chromium):
        print("no chromium: apt-get install -y chromium (scripts/ensure-deps.sh --test)", file=sys.stderr)
        return None
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("no playwright: pip install playwright (scripts/ensure-deps.sh --test)", file=sys.stderr)
        return None
    return chromium, sync_playwright
