#!/usr/bin/env bash
# The work of the themelint GitHub Action (action.yml), kept in a script so that it can be run
# and tested outside of GitHub. Inputs come from the environment only (never spliced into
# the script), as the action passes them:
#   THEMELINT           the themelint executable (required)
#   THEMELINT_BASE      revision to compare with (default HEAD^1: on a pull request's merge
#                       commit, checked out with fetch-depth: 2, that is the base branch)
#   THEMELINT_ONLY_NEW  true: report only findings absent at the base (check --new-since)
#   THEMELINT_FAIL_ON   error | warning | note (default error)
#   THEMELINT_CONFIG    configuration file (default: .themelint.json of the commit checked)
#   THEMELINT_DIFF      true: append the semantic diff (Markdown) to the step summary
#   THEMELINT_SARIF     when set, also write a SARIF report to this path
# It checks HEAD with --format github (annotations; the findings table goes to
# $GITHUB_STEP_SUMMARY), appends `themelint diff BASE HEAD --format markdown` to the summary,
# and exits with the check's status.
set -uo pipefail

themelint="${THEMELINT:?THEMELINT must name the themelint executable}"
base="${THEMELINT_BASE-HEAD^1}"
fail_on="${THEMELINT_FAIL_ON:-error}"

config_args=()
if [ -n "${THEMELINT_CONFIG:-}" ]; then config_args=(--config "$THEMELINT_CONFIG"); fi

have_base=0
if [ -n "$base" ]; then
  if git rev-parse --verify --quiet "${base}^{commit}" >/dev/null 2>&1; then
    have_base=1
  else
    echo "::notice title=themelint::The base revision is not in this clone (check out the merge commit with fetch-depth: 2, or set the base input); reporting every finding and skipping the diff."
  fi
fi

if [ "$have_base" = 1 ] && [ "${THEMELINT_DIFF:-true}" = true ]; then
  summary="${GITHUB_STEP_SUMMARY:-/dev/stdout}"
  if ! "$themelint" diff "$base" HEAD --format markdown "${config_args[@]}" >>"$summary"; then
    echo "::warning title=themelint::The semantic diff could not be produced (see the log above)."
  fi
fi

check_args=(check --rev HEAD --format github --fail-on "$fail_on" "${config_args[@]}")
if [ "$have_base" = 1 ] && [ "${THEMELINT_ONLY_NEW:-true}" = true ]; then
  check_args+=(--new-since "$base")
fi
"$themelint" "${check_args[@]}"
status=$?

if [ -n "${THEMELINT_SARIF:-}" ]; then
  sarif_args=(check --rev HEAD --format sarif --fail-on "$fail_on" "${config_args[@]}")
  if [ "$have_base" = 1 ] && [ "${THEMELINT_ONLY_NEW:-true}" = true ]; then sarif_args+=(--new-since "$base"); fi
  "$themelint" "${sarif_args[@]}" >"$THEMELINT_SARIF" || true
fi

exit "$status"
