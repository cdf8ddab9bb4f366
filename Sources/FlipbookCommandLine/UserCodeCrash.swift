import Foundation
internal import FlipbookExport

/// What the program of a user's files says when their code traps (a `fatalError`, a force-unwrapped nil, an index
/// out of range, `Int(.nan)`): one line saying the program stopped there, then the export's hidden partial files
/// are removed and the handler that was there before, Swift's backtracer, takes the signal: it says why (also for
/// the traps that print no message of their own) and in which line, in the few innermost calls the launcher asks
/// for (see `UserProgramLauncher`; `SWIFT_BACKTRACE` set by the user wins).
enum UserCodeCrash {
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// The lines printed, for a trap (Swift reported it first) and for another crash: kept as C bytes, ready
    /// before any crash, since a signal handler must not allocate.
    nonisolated(unsafe) private static var trapMessage: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var crashMessage: UnsafeMutablePointer<CChar>?
    /// The actions the handlers replaced, by signal number.
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    private static func restorePrevious(_ signalNumber: Int32) {
        sigaction(signalNumber, previousActions + Int(signalNumber), nil)
    }

    /// Installs the handlers (once; later calls do nothing).
    static func install() {
        guard trapMessage == nil else { return }
        let reportFollows = !(ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? "").contains("enable=no")
        trapMessage = strdup(reportFollows
            ? "flipbook: the program stopped at a trap; Swift's report below says why and in which line\n"
            : "flipbook: the program stopped at a trap (a reason Swift gave is above)\n")
        crashMessage = strdup(reportFollows
            ? "flipbook: the program crashed; Swift's report below says where\n"
            : "flipbook: the program crashed; run it without SWIFT_BACKTRACE=enable=no to see where\n")
        for signalNumber in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                let isTrap = signalNumber == SIGILL || signalNumber == SIGTRAP
                if let message = isTrap ? UserCodeCrash.trapMessage : UserCodeCrash.crashMessage {
                    _ = write(STDERR_FILENO, message, strlen(message))
                }
                TemporaryFiles.removeAllIfUnlocked()
                // The handler that was there (Swift's backtracer, or the default action) takes the signal next. A
                // fault repeats when the handler returns, with its own context, which the backtracer reads to say
                // where; a sent signal is sent again.
                UserCodeCrash.restorePrevious(signalNumber)
                if signalNumber == SIGABRT || signalNumber == SIGTRAP { raise(signalNumber) }
            }
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, previousActions + Int(signalNumber))
        }
    }
}
