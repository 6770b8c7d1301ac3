internal import CLibGit2
import ThemeLintCore
