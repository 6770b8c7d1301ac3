import Foundation

// themelint-bench: benchmarks run from a release build (`make bench`).
// Each subcommand lives in its own file; this file only dispatches.

/// Prints the usage text to standard error.
func printBenchUsage() {
    let usage = """
    usage: themelint-bench <command> [arguments]

    commands:
      json [--runs N] [--parser both|ours|foundation] <dir-or-file>...
          Parse every given JSON file (a directory means its *.json files) N times with
          themelint's JSONParser and with Foundation's JSONSerialization; print the median
          time of a full pass and the throughput of each.
      pipeline [--runs N] <dir>
          Load, lint and render the theme files of <dir> in process, N times; print the
          median time of each step (no process start, no libgit2).
      generate <out-dir> <roles> <schemes>
          Write a deterministic Appearance-format theme set: palette.json (2,000 colors) and
          scheme.json (<schemes> schemes of <roles> roles each).
      merge [--runs N] [--tokens N] [--git] [--one-line]
          Merge by meaning a generated token file (133,000 tokens, about 20 MB) edited on
          both sides, N times in process; print the median time. With --git, git merge-file
          runs first, as libgit2's line merge does in the driver; with --one-line, the
          files are minified to one line each.

    """
    FileHandle.standardError.write(Data(usage.utf8))
}

let benchArguments = Array(CommandLine.arguments.dropFirst())
guard let benchCommand = benchArguments.first else {
    printBenchUsage()
    exit(2)
}
let commandArguments = Array(benchArguments.dropFirst())
switch benchCommand {
case "json":
    exit(JSONBenchmark.run(commandArguments))
case "pipeline":
    exit(PipelineBenchmark.run(commandArguments))
case "merge":
    exit(MergeBenchmark.run(commandArguments))
case "generate":
    exit(ThemeSetGenerator.run(commandArguments))
case "help", "-h", "--help":
    printBenchUsage()
    exit(0)
default:
    FileHandle.standardError.write(Data("themelint-bench: unknown command '\(benchCommand)'\n".utf8))
    printBenchUsage()
    exit(2)
}
