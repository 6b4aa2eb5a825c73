#!/bin/sh
# Builds one libFuzzer harness and runs it for a given time.
#
#   Tests/Fuzz/run.sh <target> <seconds> [libFuzzer options...]
#   targets: xml json navmap storyboard dtcg template
#
# NavgenRuntime and NavgenCore are compiled once with swiftc (-sanitize=fuzzer,address: coverage and AddressSanitizer) into
# .build/fuzz/, outside SwiftPM, and each harness links against it. The seed corpus is copied at run time
# into a temporary folder from the repository's fixtures and, when present, ../shared/corpus; nothing
# from ../shared is ever committed. Crashes are written to .build/fuzz/artifacts/<target>/.
set -eu

target=${1:?usage: Tests/Fuzz/run.sh <target> <seconds> [libFuzzer options...]}
seconds=${2:?usage: Tests/Fuzz/run.sh <target> <seconds> [libFuzzer options...]}
shift 2
root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/.build/fuzz"
harness="$root/Tests/Fuzz/Harnesses/$target.swift"
[ -f "$harness" ] || { echo "error: no harness $harness" >&2; exit 2; }
mkdir -p "$build/artifacts/$target"

flags="-sanitize=fuzzer,address -O -g -swift-version 6 -parse-as-library"
xml="-I $root/Sources/CLibXML2 -Xcc -I/usr/include/libxml2"

# One lock so two fuzzers started together do not both rebuild the library.
exec 9>"$build/.lock"
flock 9
library="$build/libNavgenCore.a"
if [ ! -f "$library" ] || [ -n "$(find "$root/Sources/NavgenCore" "$root/Sources/NavgenRuntime" "$root/Templates" "$root/Tests/Fuzz/Support" -newer "$library" -name '*.swift' | head -1)" ]; then
    echo "navgen fuzz: compiling NavgenCore (a few minutes)" >&2
    # shellcheck disable=SC2046
    swiftc $flags -package-name navgen -emit-library -static -emit-module -module-name NavgenRuntime \
        -emit-module-path "$build/NavgenRuntime.swiftmodule" -o "$build/libNavgenRuntime.a" \
        $(find "$root/Sources/NavgenRuntime" -name '*.swift' | sort)
    swiftc $flags -emit-library -static -emit-module -module-name NavgenTemplates \
        -emit-module-path "$build/NavgenTemplates.swiftmodule" -o "$build/libNavgenTemplates.a" \
        "$root/Templates/"*.swift
    # shellcheck disable=SC2046
    swiftc $flags $xml -I "$build" -package-name navgen -enable-testing -emit-library -static -emit-module -module-name NavgenCore \
        -emit-module-path "$build/NavgenCore.swiftmodule" -o "$library" \
        $(find "$root/Sources/NavgenCore" -name '*.swift' | sort)
fi
binary="$build/fuzz-$target"
if [ ! -f "$binary" ] || [ "$library" -nt "$binary" ] || [ "$harness" -nt "$binary" ] || [ "$root/Tests/Fuzz/Support/FuzzAnalysis.swift" -nt "$binary" ]; then
    support=""
    case "$target" in navmap|storyboard) support="$root/Tests/Fuzz/Support/FuzzAnalysis.swift" ;; esac
    swiftc $flags $xml -I "$build" -module-name Fuzz"$target" -o "$binary" "$harness" $support \
        -L "$build" -lNavgenCore -lNavgenRuntime -lNavgenTemplates -lxml2
fi
flock -u 9

# Seeds: fixtures of the harness's format, copied so libFuzzer's additions never touch them.
seeds=$(mktemp -d "${TMPDIR:-/tmp}/navgen-fuzz-$target.XXXXXX")
trap 'rm -rf "$seeds"' EXIT
case "$target" in
    xml) pattern='*.xml *.storyboard *.xib' ;;
    navmap) pattern='*.nav.xml' ;;
    storyboard) pattern='*.storyboard *.xib' ;;
    json) pattern='*.json *.tokens' ;;
    dtcg) pattern='*.tokens.json *.tokens *.json' ;;
    template) pattern='*.mustache' ;;
    *) echo "error: unknown target $target" >&2; exit 2 ;;
esac
places="$root/Tokens $root/Tests $root/Examples $root/Templates"
[ -d "$root/../shared/corpus" ] && places="$places $root/../shared/corpus"
[ -d "$root/../shared/dtcg-suite" ] && [ "$target" = dtcg ] && places="$places $root/../shared/dtcg-suite"
set -f # the patterns are for find, not for the shell
for place in $places; do
    for glob in $pattern; do
        find "$place" -name "$glob" -type f -size -1000k ! -path '*/.build/*' | while read -r file; do
            cp "$file" "$seeds/$(printf '%s' "$file" | cksum | cut -d' ' -f1)-$(basename "$file")"
        done
    done
done
set +f
count=$(ls "$seeds" | wc -l)
echo "navgen fuzz: $target for $seconds s from $count seeds" >&2
corpus="$build/corpus/$target"
mkdir -p "$corpus"
# Leak checking is off, per input and at exit: Swift keeps globals in enum payloads with spare bits set,
# which LeakSanitizer cannot follow, so it reports them as leaks (and libFuzzer then writes an empty
# "crash" at exit); navgen is a one-shot process, memory errors are what count.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" "$binary" -max_total_time="$seconds" -print_final_stats=1 -rss_limit_mb=2048 -timeout=20 -detect_leaks=0 \
    -artifact_prefix="$build/artifacts/$target/" "$@" "$corpus" "$seeds"
