/// The module between a user's files and Flipbook when `flipbook` compiles them: Flipbook (and Combine's names, and
/// FoundationNetworking's), with `Date()`, `Date.now`, `Date(timeIntervalSinceNow:)`, relative date formatting and
/// `Calendar`'s today, yesterday and tomorrow on the host's clock.
///
/// The compiler prefers a declaration to one with the same signature in a module it can reach only through the
/// declaration's own module. Every shim a user's file imports (`SwiftUI`, `FlipbookFoundation`,
/// `FlipbookCombine`…) reaches Foundation only through this one, so there these dates are the ones a file gets: a
/// view's `@State var start = Date()`, compared later with a `TimelineView`'s date, measures host time, the same in
/// every run. Outside host work they read the machine's clock, as Foundation's do.
///
/// The declarations are emitted into the files that call them, so the shim needs no library of its own. In code
/// compiled by SwiftPM against Flipbook they do not exist: there a file may import Foundation directly, which
/// would make them ambiguous.
enum HostClockShim {
    static let moduleName = "FlipbookHostClock"

    /// The module's source. Its imports are written as strings so that the layer check does not read them as this
    /// module's own.
    static let source = ["@_exported import Flipbook", "@_exported import Combine", "import Foundation",
                         // `URLSession` and `URLRequest` are Foundation's on Apple's platforms, FoundationNetworking's
                         // on Linux: a view that loads data compiles as it does there.
                         "#if canImport(FoundationNetworking)", "@_exported import FoundationNetworking", "#endif"]
        .joined(separator: "\n") + """

        extension Date {
            /// The host's date in host work; the machine's date elsewhere.
            @_alwaysEmitIntoClient
            public init() {
                self = _HostClock.date ?? Date(timeIntervalSinceReferenceDate: Date.timeIntervalSinceReferenceDate)
            }

            /// The host's date in host work; the machine's date elsewhere.
            @_alwaysEmitIntoClient
            public static var now: Date { Date() }

            /// `interval` seconds after the host's date in host work (the machine's date elsewhere).
            @_alwaysEmitIntoClient
            public init(timeIntervalSinceNow interval: TimeInterval) {
                self = Date().addingTimeInterval(interval)
            }
        }

        extension Date {
            /// How far this date is from the host's date (`.relative(presentation:unitsStyle:)`).
            @_alwaysEmitIntoClient
            public func formatted(_ style: Date.RelativeFormatStyle) -> String {
                style._string(for: self, relativeTo: Date())
            }
        }

        extension Date {
            /// The date and time, numeric, in US English ("6/9/2025, 9:41 AM"), as on an iPhone in the US.
            @_alwaysEmitIntoClient
            public func formatted() -> String { formatted(date: .numeric, time: .shortened) }

            /// The date and time in the styles given, in US English, as on an iPhone in the US.
            @_alwaysEmitIntoClient
            public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
                Date.FormatStyle(date: date, time: time)._displayString(self)
            }

            /// The date written by `format`: in US English unless the style has a locale of its own, as
            /// `Text(_:format:)` shows it.
            @_alwaysEmitIntoClient
            public func formatted<F: Foundation.FormatStyle>(_ format: F) -> String where F.FormatInput == Date, F.FormatOutput == String {
                format._displayString(self)
            }
        }

        extension BinaryInteger {
            /// The number written by `format` (`.currency(code:)`, `.percent`…): in US English unless the style has
            /// a locale of its own, as `Text(_:format:)` shows it.
            @_alwaysEmitIntoClient
            public func formatted<F: Foundation.FormatStyle>(_ format: F) -> String where F.FormatInput == Self, F.FormatOutput == String {
                format._displayString(self)
            }
        }

        extension BinaryFloatingPoint {
            /// The number written by `format` (`.currency(code:)`, `.percent`…): in US English unless the style has
            /// a locale of its own, as `Text(_:format:)` shows it.
            @_alwaysEmitIntoClient
            public func formatted<F: Foundation.FormatStyle>(_ format: F) -> String where F.FormatInput == Self, F.FormatOutput == String {
                format._displayString(self)
            }
        }

        extension Calendar {
            /// Whether `date` is on the host's day.
            @_alwaysEmitIntoClient
            public func isDateInToday(_ date: Date) -> Bool { isDate(date, inSameDayAs: Date()) }

            /// Whether `date` is on the day before the host's.
            @_alwaysEmitIntoClient
            public func isDateInYesterday(_ date: Date) -> Bool {
                self.date(byAdding: .day, value: -1, to: Date()).map { isDate(date, inSameDayAs: $0) } ?? false
            }

            /// Whether `date` is on the day after the host's.
            @_alwaysEmitIntoClient
            public func isDateInTomorrow(_ date: Date) -> Bool {
                self.date(byAdding: .day, value: 1, to: Date()).map { isDate(date, inSameDayAs: $0) } ?? false
            }
        }

        // iOS 27's AsyncImage API that names FoundationNetworking's types, which Flipbook's library does not link.
        #if canImport(FoundationNetworking)
        extension AsyncImage {
            /// An image loaded with `request` (as `init(url:scale:)`: Flipbook does not fetch it).
            @_alwaysEmitIntoClient
            public init(request: URLRequest, scale: CGFloat = 1) where Content == Image {
                self.init(url: request.url, scale: scale)
            }

            /// An image loaded with `request`, shown through `content`, and `placeholder` while it is not loaded.
            @_alwaysEmitIntoClient
            public init<I: View, P: View>(request: URLRequest, scale: CGFloat = 1,
                                          @ViewBuilder content: @escaping (Image) -> I,
                                          @ViewBuilder placeholder: @escaping () -> P)
                where Content == _ConditionalContent<I, P> {
                self.init(url: request.url, scale: scale, content: content, placeholder: placeholder)
            }

            /// An image loaded with `request`, shown through `content` for each phase of its loading.
            @_alwaysEmitIntoClient
            public init(request: URLRequest, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
                self.init(url: request.url, scale: scale, transaction: transaction, content: content)
            }
        }

        extension View {
            /// The URL session the async images inside load with (accepted: Flipbook loads no images).
            @_alwaysEmitIntoClient
            public func asyncImageURLSession(_ session: URLSession) -> Self { self }
        }
        #endif

        """
}
