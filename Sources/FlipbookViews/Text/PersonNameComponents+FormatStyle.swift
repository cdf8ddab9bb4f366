import Foundation

extension PersonNameComponents {
    /// How a person's name is written (`.formatted(.name(style: .short))`), in US English: Foundation's format
    /// style, which Linux's Foundation does not have.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the name is written.
        public enum Style: Int, Codable, Hashable, CaseIterable, Sendable {
            /// The initials of the given and family names ("AL").
            case abbreviated
            /// The nickname, else the given name ("Ada").
            case short
            /// The given and family names ("Ada Lovelace").
            case medium
            /// Every part: prefix, given, middle and family names and suffix ("Dr. Ada King Lovelace Jr.").
            case long
        }

        /// How much of the name is written.
        public var style: Style
        /// The locale; kept, not used (names are written in US English order).
        public var locale: Locale

        /// A style writing `style` of a name.
        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// The name written in this style; the parts a name lacks are left out.
        public func format(_ value: PersonNameComponents) -> String {
            func joined(_ parts: [String?]) -> String {
                parts.compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " ")
            }
            switch style {
            case .abbreviated:
                return [value.givenName, value.familyName].compactMap { $0?.first.map(String.init) }.joined()
            case .short:
                return value.nickname.flatMap { $0.isEmpty ? nil : $0 }
                    ?? joined([value.givenName]).nonEmpty ?? joined([value.familyName])
            case .medium:
                return joined([value.givenName, value.familyName]).nonEmpty ?? joined([value.nickname])
            case .long:
                return joined([value.namePrefix, value.givenName, value.middleName, value.familyName,
                               value.nameSuffix]).nonEmpty ?? joined([value.nickname])
            }
        }

        /// The style in `locale`.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The name in the medium style ("Ada Lovelace").
    public func formatted() -> String { FormatStyle().format(self) }

    /// The name written by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person's name written in `style`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
