# Written by BazelRuleTests from Sources/PluginsShared/OutputFile.swift, where navgen's outputs are listed; a change
# there makes that test fail until this file is written again: NAVGEN_UPDATE_GOLDENS=1 swift test --filter BazelRuleTests
"""The files navgen_generate declares: what `navgen --sources-only` always writes, in navgen's order."""

NAVGEN_APP_SOURCES = [
    "NavigationTokens.swift",
    "NavigationAppearance.swift",
    "NavigationStoryboards.swift",
]
