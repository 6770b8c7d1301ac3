// A synchronous driver for the git layer, to run under valgrind (Swift Testing's runner makes
// valgrind 3.19 crash inside libdispatch). It exercises every public entry point and error path
// of ThemeLintGit on fixture repositories made by run.sh, three times over, so that a leak per
// call shows up as a multiple of three.
import Foundation
import ThemeLintCore
import ThemeLintGit

let fixtures = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
var failures = 0

func expect(_ condition: @autoclosure () throws -> Bool, _ what: String) {
    do {
        if try !condition() {
            print("FAIL: \(what)")
            failures += 1
        }
    } catch {
        print("FAIL: \(what): \(error)")
        failures += 1
    }
}

func expectError(_ kind: GitError.Kind, _ what: String, _ body: () throws -> Void) {
    do {
        try body()
        expect(false, "\(what): no error")
    } catch let error as GitError {
        expect(error.kind == kind, "\(what): got \(error.kind): \(error.message)")
    } catch {
        expect(false, "\(what): \(error)")
    }
}

func readEverything(_ source: any DocumentSource) throws -> Int {
    var total = 0
    for path in try source.allFilePaths() {
        total += try source.contents(of: path)?.count ?? 0
        _ = try source.contentID(of: path)
    }
    return total
}

for _ in 0..<3 {
    do {
        let main = fixtures + "/main"
        let repository = try GitRepository.open(path: main)
        let specs: [GitSourceSpec] = [.revision("HEAD"), .revision("v2"), .revision("main~2"), .index, .worktree]
        for spec in specs {
            let source = try repository.source(spec)
            expect(try readEverything(source) > 0, "\(spec) has content")
            if spec == .revision("HEAD") || spec == .index || spec == .worktree {  // the links came last
                expectError(.symlink, "\(spec) passwd link") { _ = try source.contents(of: "passwd.json") }
                expectError(.symlink, "\(spec) etc link") { _ = try source.contents(of: "etc/passwd") }
            }
            expectError(.notARegularFile, "\(spec) directory") { _ = try source.contents(of: "themes") }
            expectError(.invalidPath, "\(spec) escaping path") { _ = try source.contents(of: "../outside") }
            expect(try source.contents(of: "missing.json") == nil, "\(spec) missing file")
        }
        expectError(.unknownRevision, "unknown") { _ = try repository.resolveCommit("nope") }
        expectError(.notACommit, "tree") { _ = try repository.resolveCommit("HEAD^{tree}") }
        expect(try repository.mergeBase("main", "feature").count == 40, "merge base")
        expectError(.noMergeBase, "unrelated") { _ = try repository.mergeBase("main", "unrelated") }
        expect(repository.configString("user.name") != nil, "config")
        expect(repository.configString("themelint.unset") == nil, "unset config")
        try repository.setConfigString("themelint.leakcheck", "yes")
        expectError(.other, "bad key") { try repository.setConfigString("nosection", "x") }
        expect(repository.hooksDirectory.hasSuffix("/.git/hooks"), "hooks")
        expect(!repository.isShallow && !repository.isHeadUnborn && !repository.isBare, "flags")
        expect(repository.workingDirectory != nil && !repository.gitDirectory.isEmpty, "directories")

        let environment = [
            "GIT_DIR": main + "/.git", "GIT_WORK_TREE": main, "GIT_INDEX_FILE": ".git/alt-index",
            "GIT_ALTERNATE_OBJECT_DIRECTORIES": fixtures + "/bare/objects", "GIT_CEILING_DIRECTORIES": fixtures,
        ]
        let fromEnvironment = try GitRepository.open(path: nil, environment: environment, currentDirectory: main)
        expect(try readEverything(fromEnvironment.source(.index)) > 0, "alternate index")
        expect(try fromEnvironment.source(.index).contents(of: "scheme.json") != nil, "alternate index file")

        let separate = try GitRepository.open(
            path: nil, environment: ["GIT_DIR": main + "/.git", "GIT_WORK_TREE": fixtures + "/plain"], currentDirectory: fixtures
        )
        expect(try separate.source(.worktree).allFilePaths() == ["note.json"], "separate work tree")

        let empty = try GitRepository.open(path: fixtures + "/empty")
        expectError(.emptyRepository, "empty HEAD") { _ = try empty.source(.revision("HEAD")) }
        expectError(.emptyRepository, "empty main") { _ = try empty.resolveCommit("main") }
        expect(try empty.source(.index).allFilePaths() == ["staged.json"], "empty index")

        let bare = try GitRepository.open(path: fixtures + "/bare")
        expectError(.bareRepository, "bare worktree") { _ = try bare.source(.worktree) }
        expect(try readEverything(bare.source(.revision("HEAD"))) > 0, "bare HEAD")

        let shallow = try GitRepository.open(path: fixtures + "/shallow")
        expectError(.shallowMissingHistory, "shallow merge base") { _ = try shallow.mergeBase("origin/main", "origin/feature") }
        expectError(.shallowMissingHistory, "shallow ancestor") { _ = try shallow.resolveCommit("origin/main~2") }

        let prefix = try String(contentsOfFile: fixtures + "/ambiguous-prefix", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let ambiguous = try GitRepository.open(path: fixtures + "/ambiguous")
        expectError(.ambiguousRevision, "ambiguous \(prefix)") { _ = try ambiguous.resolveCommit(prefix) }

        expectError(.notARepository, "not a repository") {
            _ = try GitRepository.open(path: fixtures + "/plain", environment: ["GIT_CEILING_DIRECTORIES": fixtures])
        }
        expectError(.pathNotFound, "missing path") { _ = try GitRepository.open(path: fixtures + "/nowhere") }
        if FileManager.default.fileExists(atPath: fixtures + "/owned") {
            expectError(.unsafeOwnership, "owned by nobody") { _ = try GitRepository.open(path: fixtures + "/owned") }
        }
    } catch {
        print("FAIL: \(error)")
        failures += 1
    }
}
print(failures == 0 ? "driver: all checks passed" : "driver: \(failures) failures")
exit(failures == 0 ? 0 : 1)
