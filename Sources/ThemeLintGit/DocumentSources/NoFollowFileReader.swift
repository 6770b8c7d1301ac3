import ThemeLintCore
/// Reads files below a directory one path component at a time with `O_NOFOLLOW`, so a
/// symbolic link (the file itself or any parent directory) is reported, never followed: nothing
/// outside the directory can be read through one. Used for the working tree.
struct NoFollowFileReader {
    /// The directory, absolute, no trailing `/`.
    let root: String
    /// How the directory is named in messages ("the working tree").
    let place: String
    /// Files larger than this are refused before they are read.
    var maximumSize: Int

    /// The bytes of the regular file at repository-relative `path`, or nil when there is no such
    /// file.
    /// - Throws: `FileTooLargeError` when `fstat` says the file is over `maximumSize` (nothing
    ///   is read), or when it grew past it while being read (reading stops at `maximumSize` + 1
    ///   bytes); `GitError`: `.symlink` when `path` or a parent is a symbolic link,
    ///   `.notARegularFile`, `.io`, or what `RepositoryPath.components` throws for a malformed path.
    func contents(of path: String) throws -> [UInt8]? {
        let components = try RepositoryPath.checkedComponents(of: path)
        var directory = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw ioError("cannot open \(place) '\(root)'") }
        defer { close(directory) }
        for (position, component) in components.enumerated() {
            let shown = components[0...position].joined(separator: "/")
            var info = stat()
            guard fstatat(directory, RepositoryPath.cString(component), &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { return nil }
                throw ioError("cannot read '\(shown)' in \(place)")
            }
            let type = info.st_mode & S_IFMT
            if type == S_IFLNK { throw symlinkError(shown, in: place, below: path) }
            if position < components.count - 1 {
                guard type == S_IFDIR else { return nil }
                let next = openat(directory, RepositoryPath.cString(component), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard next >= 0 else { throw openFailure(shown, path: path) }
                close(directory)
                directory = next
                continue
            }
            if type == S_IFDIR { throw GitError(.notARegularFile, "'\(path)' is a directory in \(place), not a file") }
            guard type == S_IFREG else { throw GitError(.notARegularFile, "'\(path)' is not a regular file in \(place)") }
            let file = openat(directory, RepositoryPath.cString(component), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard file >= 0 else { throw openFailure(shown, path: path) }
            defer { close(file) }
            return try readAll(file, path: path)
        }
        return nil
    }

    /// The error for an `openat` that failed after `fstatat` succeeded (the tree changed meanwhile).
    private func openFailure(_ shown: String, path: String) -> GitError {
        if errno == ELOOP { return symlinkError(shown, in: place, below: path) }
        return ioError("cannot open '\(shown)' in \(place)")
    }

    private func readAll(_ file: Int32, path: String) throws -> [UInt8]? {
        var info = stat()
        guard fstat(file, &info) == 0 else { throw ioError("cannot read '\(path)' in \(place)") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw GitError(.notARegularFile, "'\(path)' is not a regular file in \(place)")
        }
        if Int(info.st_size) > maximumSize {
            throw FileTooLargeError(path: path, size: Int(info.st_size), limit: maximumSize)
        }
        // Read straight into the array, sized from fstat plus one byte, so that end of file is
        // seen without growing it; a file that grew meanwhile is read on in chunks.
        var readError: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size), 0) + 1) { buffer, count in
            guard let start = buffer.baseAddress else { return }
            while count < buffer.count {
                let got = read(file, start + count, buffer.count - count)
                if got > 0 {
                    count += got
                } else if got == 0 || errno != EINTR {
                    if got < 0 { readError = errno }
                    return
                }
            }
        }
        guard readError == 0 else {
            errno = readError
            throw ioError("cannot read '\(path)' in \(place)")
        }
        guard bytes.count > Int(info.st_size) else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if bytes.count > maximumSize { throw FileTooLargeError(path: path, size: nil, limit: maximumSize) }
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, min($0.count, maximumSize + 1 - bytes.count)) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw ioError("cannot read '\(path)' in \(place)")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    private func ioError(_ context: String) -> GitError {
        GitError(.io, "\(context): \(String(cString: strerror(errno)))")
    }
}
