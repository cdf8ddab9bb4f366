import Foundation

// Measurement formatting (iOS 15), which Linux's Foundation does not have: `distance.formatted()`,
// `Text(speed, format: .measurement(width: .wide))`. In US English, and in the unit the measurement was given in:
// every usage formats as `.asProvided` (Apple converts `.general` to the locale's preferred unit; Flipbook does not
// choose units for the reader).

/// What a measurement is for, which on Apple's platforms picks the unit it is shown in (in Flipbook, its own).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    let name: String

    /// The unit the locale prefers for the dimension in general.
    public static var general: Self { Self(name: "general") }
    /// The unit the measurement is in.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Temperatures of the weather.
    public static var weather: Self { Self(name: "weather") }
    /// Temperatures of a person.
    public static var person: Self { Self(name: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Distances on a road.
    public static var road: Self { Self(name: "road") }
    /// A person's height.
    public static var personHeight: Self { Self(name: "personHeight") }
    /// Lengths in general use for people.
    public static var person: Self { Self(name: "person") }
}

extension Measurement where UnitType: Dimension {
    /// How a measurement is written: its number, then its unit in a width.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the unit is written.
        public enum UnitWidth: Hashable, Codable, Sendable {
            /// `"5.5 kilometers"`.
            case wide
            /// `"5.5 km"`.
            case abbreviated
            /// `"5.5km"`.
            case narrow
        }

        /// How much of the unit is written.
        public var width: UnitWidth
        /// The locale; kept, not used (measurements are written in US English).
        public var locale: Locale
        /// What the measurement is for; kept, not used (the measurement's own unit is written).
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written (nil: as `.number` writes it, `"5.5"`, `"1,234"`).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// A style writing the unit in `width`, the number in `numberFormatStyle`.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent,
                    usage: MeasurementFormatUnitUsage<UnitType>? = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? .number).locale(Locale(identifier: "en_US")).format(measurement.value)
            let symbol = measurement.unit.symbol
            switch width {
            case .narrow:
                return measurement.unit is UnitTemperature ? number + "°" : number + symbol
            case .abbreviated:
                return symbol.hasPrefix("°") ? number + symbol : number + " " + symbol
            case .wide:
                guard let name = MeasurementUnitNames.wide[symbol] else { return number + " " + symbol }
                // English's singular is for a number written "1" ("1.0 miles" is plural).
                return number + " " + (number == "1" ? name.singular : name.plural)
            }
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement abbreviated, in its own unit (`"5.5 km"`, `"21°C"`).
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }

    /// The measurement written by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension FormatStyle {
    /// A measurement's number and unit, in `width`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// Full names of the units apps show most, by their symbols.
enum MeasurementUnitNames {
    static let wide: [String: (singular: String, plural: String)] = [
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "ft": ("foot", "feet"), "in": ("inch", "inches"),
        "yd": ("yard", "yards"), "°C": ("degree Celsius", "degrees Celsius"),
        "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "K": ("kelvin", "kelvins"), "kg": ("kilogram", "kilograms"),
        "g": ("gram", "grams"), "lb": ("pound", "pounds"), "s": ("second", "seconds"), "min": ("minute", "minutes"),
        "hr": ("hour", "hours"), "km/h": ("kilometer per hour", "kilometers per hour"),
        "mph": ("mile per hour", "miles per hour"), "m/s": ("meter per second", "meters per second"),
        "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"), "kcal": ("kilocalorie", "kilocalories"),
        "kWh": ("kilowatt-hour", "kilowatt-hours"), "%": ("percent", "percent"),
    ]
}
