import NavgenCore

/// Help text in swift-argument-parser's shape: overview, usage, arguments, options, subcommands.
enum Help {
    static let usage = "navgen <input>... --out <folder> [options]"

    static let main = """
        OVERVIEW: Generate and check iOS navigation-bar appearance from design tokens and storyboards.

        navgen reads design tokens (DTCG), navigation maps (*.nav.xml) and Interface Builder files,
        resolves every screen's bar in every mode, plans every push, pop and swipe-back, reports what
        is wrong at file:line:column, and writes Swift, tests and a review report.

        USAGE: \(usage)
               navgen diff <base> [<input>...] [options]
               navgen inspect [<input>...] [options]
               navgen rules
               navgen config lint [navgen.json]

        ARGUMENTS:
          <input>                 Files or folders to read; folders are searched recursively.
                                  (default: ./navgen.json if there is one, else ./Tokens/)

        OPTIONS:
        \(Option.helpSection(for: .generate))
        SUBCOMMANDS:
          diff                    What a change does to the navigation, for reviewers (see 'navgen diff --help').
          inspect                 Print the resolved model as JSON.
          rules                   List the rules with their ids, severities and rationales.
          config lint             Check a navgen.json and print the equivalent command line.

        EXIT STATUS: 0 success, 1 errors in the inputs or stale output with --check, 2 usage or I/O errors.

        """

    static let diffUsage = "navgen diff <base> [<input>...] [options]"

    static let inspectUsage = "navgen inspect [<input>...] [options]"

    static let diff = """
        OVERVIEW: Compare the navigation of the inputs now with the same inputs at a base, in words a reviewer reads.

        Both sides are read, resolved, planned and checked alike; the diff lists screens and containers added,
        removed or renamed, each bar property that changed per mode and design (contrast included), transition
        plans whose decisions changed, edges added and removed, diagnostics introduced and fixed, and tokens whose
        value changed with the screens they reach. Every item gives its file:line on the new side.

        USAGE: \(diffUsage)

        ARGUMENTS:
          <base>                  A git revision (main, origin/main, HEAD~1) of the repository that holds the
                                  inputs, read without touching the work tree or the index; or a folder of
                                  inputs (an existing path is always a folder).
          <input>                 Files or folders to read. (default: those of --config, or of ./navgen.json)

        OPTIONS:
        \(Option.helpSection(for: .diff))
        EXIT STATUS: 0 compared (changes or not), 1 --fail-on tripped, 2 usage, git or I/O errors, unreadable
        inputs, or a base with errors.

        """

    static let inspect = """
        OVERVIEW: Print the resolved model (documents, tokens, screens, transitions, diagnostics) as JSON, or with
        --context what the templates read.

        USAGE: \(inspectUsage)

        ARGUMENTS:
          <input>                 Files or folders to read. (default: those of --config, or of
                                  ./navgen.json if there is one, else ./Tokens/)

        OPTIONS:
        \(Option.helpSection(for: .inspect))
        """
}
