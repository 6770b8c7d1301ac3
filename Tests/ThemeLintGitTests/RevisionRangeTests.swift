import Testing
import ThemeLintGit

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
}
