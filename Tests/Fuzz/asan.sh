#!/bin/sh
# Runs navgen built with AddressSanitizer on every fixture: the sample, the examples, the hostile names,
# every bad-input case, and ../shared/corpus and ../shared/dtcg-suite when present (the corpus as a whole
# and file by file). Prints one line per run that AddressSanitizer or a signal ended, then a summary.
#
#   Tests/Fuzz/asan.sh
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/.build/asan"
swift build --package-path "$root" --product navgen -Xswiftc -sanitize=address --build-path "$build" >&2
navgen="$build/debug/navgen"
out=$(mktemp -d "${TMPDIR:-/tmp}/navgen-asan.XXXXXX")
trap 'rm -rf "$out"' EXIT
# Leaks are not checked, for the reason given in Tests/Fuzz/run.sh.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" NO_COLOR=1
runs=0
failures=0

# navgen in <folder> with <arguments>; a status above 2 is a crash (ASan exits 1 but prints its report).
check() {
    folder=$1
    shift
    runs=$((runs + 1))
    status=0
    (cd "$folder" && "$navgen" "$@" --out "$out/run" > "$out/stdout" 2> "$out/stderr") || status=$?
    rm -rf "$out/run"
    if [ "$status" -gt 2 ] || grep -q "AddressSanitizer" "$out/stderr"; then
        failures=$((failures + 1))
        echo "FAIL ($status): cd $folder && navgen $*" >&2
        grep -m 5 -E "ERROR|SUMMARY" "$out/stderr" >&2 || true
    fi
}

check "$root" Tokens
check "$root" Tests/HostileNames/Inputs
for folder in "$root"/Examples/*/Sources/*/Tokens; do check "$folder" .; done
for case in "$root"/Tests/BadInputs/*/; do
    arguments=.
    [ -f "$case/arguments.txt" ] && arguments=$(cat "$case/arguments.txt")
    # shellcheck disable=SC2086
    check "$case" $arguments
done
for shared in corpus dtcg-suite; do
    folder="$root/../shared/$shared"
    [ -d "$folder" ] || continue
    check "$folder" .
    find "$folder" -type f \( -name '*.json' -o -name '*.storyboard' -o -name '*.xib' -o -name '*.xml' -o -name '*.tokens' \) | sort > "$out/files"
    while read -r file; do check "$(dirname "$file")" "$(basename "$file")"; done < "$out/files"
done
echo "navgen under AddressSanitizer: $runs runs, $failures failed"
[ "$failures" -eq 0 ]
