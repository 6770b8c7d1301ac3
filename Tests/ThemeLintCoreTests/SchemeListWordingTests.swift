import Testing
@testable import ThemeLintCore

/// How the human reports name the schemes one change occurs in (`DiffWording.schemes`).
@Suite struct SchemeListWordingTests {
    @Test func oneSchemeIsItsName() {
        #expect(DiffWording.schemes(["space_gray"]) == "space_gray")
    }

    @Test func combinationsThatDifferInOneGroupNameTheSharedChoicesOnce() {
        let names = ["Color scheme=Light, Color=accent", "Color scheme=Light, Color=brand1", "Color scheme=Light, Color=danger"]
        #expect(DiffWording.schemes(names) == "Color scheme=Light, Color=accent|brand1|danger (3 schemes)")
    }

    @Test func combinationsThatDifferInTwoGroupsAreListedInFull() {
        // "Mode=Light|Dark, Brand=a|b" would claim four combinations where there are two.
        let names = ["Mode=Light, Brand=a", "Mode=Dark, Brand=b"]
        #expect(DiffWording.schemes(names) == "Mode=Light, Brand=a | Mode=Dark, Brand=b (2 schemes)")
    }

    @Test func plainNamesAreListedInFull() {
        #expect(DiffWording.schemes(["bright_light", "vk_light"]) == "bright_light | vk_light (2 schemes)")
        #expect(DiffWording.schemes(["Mode=Light", "plain"]) == "Mode=Light | plain (2 schemes)")
    }
}
