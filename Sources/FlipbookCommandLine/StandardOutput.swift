// stdout is C's global stream: read here only on the main thread, once a command has printed everything.
@preconcurrency import Glibc

/// Standard output, checked: a table written into a full disk or a closed pipe is a failure, not a success.
enum StandardOutput {
    static func flush() throws {
        if fflush(stdout) != 0 || ferror(stdout) != 0 {
            throw CommandError("cannot write the output: \(String(cString: strerror(errno)))")
        }
    }
}
