import Foundation
import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

@Suite struct PreCommitHookTests {
    @Test func embeddedScriptIsTheRepositoryHookByteForByte() throws {
        let file = projectRootDirectory().appendingPathComponent("hooks/pre-commit")
        let onDisk = try Data(contentsOf: file)
        #expect(onDisk == Data(PreCommitHook.script.utf8), "hooks/pre-commit and PreCommitHook.script differ; paste the script into PreCommitHook.swift")
        #expect(PreCommitHook.script.hasPrefix("#!/bin/sh\n"))
        #expect(PreCommitHook.isThemelintHook(Array(onDisk)))
    }

    @Test func recognisesOnlyItsOwnHook() {
        #expect(PreCommitHook.isThemelintHook(Array("#!/bin/sh\n# themelint-hook: pre-commit v0\necho old\n".utf8)))
        #expect(!PreCommitHook.isThemelintHook(Array("#!/bin/sh\nexec lint-staged\n".utf8)))
        #expect(!PreCommitHook.isThemelintHook(Array("#!/bin/sh\n\n\n\n\n\n\n\n\n# themelint-hook: pre-commit (deep inside someone's script)\n".utf8)))
        #expect(!PreCommitHook.isThemelintHook([]))
    }

    @Test func installAndUninstallDecisions() {
        let ours = Array(PreCommitHook.script.utf8)
        let older = Array("#!/bin/sh\n# themelint-hook: pre-commit v0\n".utf8)
        let foreign = Array("#!/bin/sh\nexit 0\n".utf8)
        #expect(HookInstallAction.decide(existing: nil, force: false) == .create)
        #expect(HookInstallAction.decide(existing: ours, force: false) == .upToDate)
        #expect(HookInstallAction.decide(existing: older, force: false) == .update)
        #expect(HookInstallAction.decide(existing: foreign, force: false) == .refuseForeign)
        #expect(HookInstallAction.decide(existing: foreign, force: true) == .replaceForeign)
        #expect(HookUninstallAction.decide(existing: nil) == .absent)
        #expect(HookUninstallAction.decide(existing: older) == .remove)
        #expect(HookUninstallAction.decide(existing: foreign) == .keepForeign)
    }
}
