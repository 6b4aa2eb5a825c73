"""navgen_generate: navgen's typed navigation data as an ordinary, cacheable Bazel action.

Bazel does not run SwiftPM plugins, so navgen runs here as any generator does: its declared inputs are the token and
navigation files and the navgen binary, its declared outputs the three files `navgen --sources-only` always writes,
and its output depends on nothing else (no absolute path, no time), so a remote or disk cache serves it to any
machine and any checkout. Valid Starlark for Bazel 4 and for Bazel 7 and 8.
"""

load(":outputs.bzl", "NAVGEN_APP_SOURCES")

# Options that would write elsewhere or other files than the declared outputs, or read an undeclared file, and what to
# do instead.
_OWN_OPTIONS = {
    "--out": "the rule writes the files under <name>/",
    "-o": "the rule writes the files under <name>/",
    "--check": "a build action writes its outputs; run --check in CI with the navgen binary",
    "--config": "give the inputs in srcs and the other options here",
    "--depfile": "Bazel knows the inputs from srcs",
    "--templates": "use the templates attribute",
}

# navgen's other options that take a value, in the next argument unless written --name=value; checked against
# `navgen --help` by BazelRuleTests.
_VALUE_OPTIONS = ["--app-target", "--building-target", "--deployment-target", "--format", "--mode", "--module-name", "--rule", "--sdk", "--threads", "--unitless-size"]

def _navgen_generate_impl(ctx):
    if not ctx.files.srcs:
        # With no inputs navgen reads ./navgen.json or ./Tokens: undeclared files from wherever the action runs.
        fail("navgen_generate: srcs of %s matches no file; check its glob" % ctx.label)
    value_next = False
    for option in ctx.attr.options:
        if value_next:
            value_next = False
            continue
        name = option.split("=")[0]
        if name in _OWN_OPTIONS:
            fail("navgen_generate: %s is the rule's own option: %s" % (name, _OWN_OPTIONS[name]))
        if not option.startswith("-"):
            # navgen would read it as an input that Bazel neither declares nor tracks.
            fail("navgen_generate: '%s' in options is an input; list it in srcs" % option)
        value_next = name in _VALUE_OPTIONS and "=" not in option
    outputs = [ctx.actions.declare_file(ctx.label.name + "/" + name) for name in NAVGEN_APP_SOURCES]
    inputs = list(ctx.files.srcs)
    args = ctx.actions.args()
    args.add_all(ctx.files.srcs)
    if ctx.files.templates:
        folders = sorted({template.dirname: True for template in ctx.files.templates}.keys())
        if len(folders) != 1:
            fail("navgen_generate: templates must all be in one folder; found %s" % ", ".join(folders))
        # Linked into a folder of the target's own, so that navgen reads the listed templates and no other file of
        # their folder, sandboxed or not.
        links = []
        for template in ctx.files.templates:
            link = ctx.actions.declare_file(ctx.label.name + "_templates/" + template.basename)
            ctx.actions.symlink(output = link, target_file = template)
            links.append(link)
        args.add("--templates", links[0].dirname)
        inputs += links
    args.add("--out", outputs[0].dirname)
    args.add("--sources-only")
    args.add("--quiet")
    args.add_all(ctx.attr.options)
    ctx.actions.run(
        executable = ctx.executable.navgen,
        arguments = [args],
        inputs = inputs,
        outputs = outputs,
        mnemonic = "NavgenGenerate",
        progress_message = "Generating navigation code for %s" % ctx.label,
    )
    return [DefaultInfo(files = depset(outputs))]

navgen_generate = rule(
    implementation = _navgen_generate_impl,
    doc = """Runs navgen on `srcs` and gives NavigationTokens.swift, NavigationAppearance.swift and
NavigationStoryboards.swift under `<name>/`, for a swift_library's srcs. Each file in `srcs` is read whatever its name,
so glob only token and navigation files (a README among them would be read as one).""",
    attrs = {
        "srcs": attr.label_list(
            allow_files = True,
            mandatory = True,
            doc = "Design token files, navigation maps (*.nav.xml), storyboards and xibs, Info.plist, project.pbxproj and *.xcconfig.",
        ),
        "templates": attr.label_list(
            allow_files = [".mustache"],
            doc = "Templates that replace navgen's default ones, file by file; all in one folder.",
        ),
        "options": attr.string_list(
            doc = "More navgen options, such as --strict, --mode dark or --sdk 26.0.",
        ),
        "navgen": attr.label(
            executable = True,
            allow_single_file = True,
            cfg = "exec",
            mandatory = True,
            doc = "The navgen executable: a file in the workspace or a fetched release (see docs/bazel.md).",
        ),
    },
)
