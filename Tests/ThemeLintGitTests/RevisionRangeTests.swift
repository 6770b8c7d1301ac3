import Testing
@testable import ThemeLintGit

/// `A..B` and `A...B`, parsed once for `diff` and `log`.
@Suite struct RevisionRangeTests {
    @Test func twoAndThreeDotsWithAnEmptySideMeaningHEAD() {
        #expect(RevisionRange("main..topic") == .twoDot("main", "topic"))
        #expect(RevisionRange("main...topic") == .threeDot("main", "topic"))
        #expect(RevisionRange("..topic") == .twoDot("HEAD", "topic"))
        #expect(RevisionRange("main..") == .twoDot("main", "HEAD"))
        #expect(RevisionRange("...") == .threeDot("HEAD", "HEAD"))
        #expect(RevisionRange("v1.2..v1.3") == .twoDot("v1.2", "v1.3"))
    }

    @Test func aSingleRevisionIsNoRange() {
        #expect(RevisionRange("main") == nil)
        #expect(RevisionRange("^main") == nil)
        #expect(RevisionRange("v1.2") == nil)
        #expect(RevisionRange("HEAD~3") == nil)
    }

    @Test func logArgumentsBecomeWalkStartsInOrderWithHEADWhenNothingIsIncluded() {
        #expect(WalkStart.starts(of: []) == [.include("HEAD")])
        #expect(WalkStart.starts(of: ["^v1"]) == [.exclude("v1"), .include("HEAD")])
        #expect(WalkStart.starts(of: ["^", "main"]) == [.include("^"), .include("main")])
        #expect(WalkStart.starts(of: ["v1..v2"]) == [.exclude("v1"), .include("v2")])
        #expect(WalkStart.starts(of: ["a...b", "^c"]) == [.include("a"), .include("b"), .excludeMergeBases("a", "b"), .exclude("c")])
    }
}
