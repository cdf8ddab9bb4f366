import Foundation
internal import FlipbookExport

/// What the program of a user's files says when their code traps (a `fatalError`, a force-unwrapped nil, an index
/// out of range): Swift has already printed the reason, the line and the calls; this adds one line saying the
/// program stopped there, removes the export's hidden partial files, and lets the signal end the program as it
/// would have.
/// Swift's backtracer, which takes seconds to print pages of runtime frames and registers, is off in that program
/// unless `SWIFT_BACKTRACE` says otherwise (see `UserProgramLauncher`).
enum UserCodeCrash {
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// The lines printed, for a trap (Swift reported it first) and for another crash: kept as C bytes, ready
    /// before any crash, since a signal handler must not allocate.
    nonisolated(unsafe) private static var trapMessage: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var crashMessage: UnsafeMutablePointer<CChar>?

    /// Installs the handlers (once; later calls do nothing).
    static func install() {
        guard trapMessage == nil else { return }
        trapMessage = strdup("flipbook: the program stopped at a trap: the report above starts with why and where "
                             + "(SWIFT_BACKTRACE=enable=yes gives a fuller backtrace)\n")
        crashMessage = strdup("flipbook: the program crashed; run again with SWIFT_BACKTRACE=enable=yes to see "
                              + "where\n")
        for signalNumber in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                let isTrap = signalNumber == SIGILL || signalNumber == SIGTRAP
                if let message = isTrap ? UserCodeCrash.trapMessage : UserCodeCrash.crashMessage {
                    _ = write(STDERR_FILENO, message, strlen(message))
                }
                TemporaryFiles.removeAllIfUnlocked()
                // SA_RESETHAND put the default action back: the signal now ends the program with its usual status.
                raise(signalNumber)
            }
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, nil)
        }
    }
}
