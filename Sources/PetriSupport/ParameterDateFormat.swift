package import Foundation

/// Why a text is not an ISO 8601 date, as the words that follow the quoted input.
package struct ParameterDateProblem: Error, Equatable {
    /// E.g. "is not a date: there is no month 13".
    package let message: String
}

/// The ISO 8601 subset that date parameters accept and print, with pure calendar arithmetic
/// (proleptic Gregorian, UTC) so results never depend on the machine's time zone or locale.
///
/// Accepted: `YYYY-MM-DD` (midnight UTC), or `YYYY-MM-DD` + `T` + `HH:MM`, `HH:MM:SS` or
/// `HH:MM:SS.fraction`, followed by `Z` or an offset `±HH:MM`, `±HHMM` or `±HH`.
/// Printed: `YYYY-MM-DD` for an instant at midnight UTC, otherwise `YYYY-MM-DDTHH:MM:SSZ` in UTC,
/// with `.mmm` when the instant has a fraction of a second (rounded to milliseconds).
package enum ParameterDateFormat {
    private static let secondsPerDay = 86_400
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The instant `text` denotes, or why it is not a date.
    package static func parse(_ text: String) -> Result<Date, ParameterDateProblem> {
        var scanner = Cursor(bytes: Array(text.utf8))
        let notADate = ParameterDateProblem(message: "is not a date")
        guard let year = scanner.digits(4), scanner.skip("-"),
            let month = scanner.digits(2), scanner.skip("-"),
            let day = scanner.digits(2)
        else { return .failure(notADate) }
        guard (1...12).contains(month) else {
            return .failure(ParameterDateProblem(message: "is not a date: there is no month \(month)"))
        }
        guard (1...daysIn(month: month, year: year)).contains(day) else {
            return .failure(
                ParameterDateProblem(message: "is not a date: \(monthNames[month - 1]) \(year) has no day \(day)"))
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        if scanner.isAtEnd {
            return .success(Date(timeIntervalSince1970: Double(days * secondsPerDay)))
        }
        guard scanner.skip("T") || scanner.skip("t"),
            let hour = scanner.digits(2), scanner.skip(":"),
            let minute = scanner.digits(2)
        else { return .failure(notADate) }
        var second = 0
        var fraction = 0.0
        if scanner.skip(":") {
            guard let seconds = scanner.digits(2) else { return .failure(notADate) }
            second = seconds
            if scanner.skip(".") {
                guard let digits = scanner.digitRun(), !digits.isEmpty else { return .failure(notADate) }
                fraction = Double("0." + digits) ?? 0
            }
        }
        guard hour < 24 else {
            return .failure(ParameterDateProblem(message: "is not a date: there is no hour \(hour)"))
        }
        guard minute < 60 else {
            return .failure(ParameterDateProblem(message: "is not a date: there is no minute \(minute)"))
        }
        guard second < 60 else {
            return .failure(ParameterDateProblem(message: "is not a date: there is no second \(second)"))
        }
        if scanner.isAtEnd {
            return .failure(
                ParameterDateProblem(
                    message: "is not a date: the time needs a time zone, Z or an offset such as +02:00"))
        }
        var offsetSeconds = 0
        if scanner.skip("Z") || scanner.skip("z") {
            offsetSeconds = 0
        } else {
            let sign: Int
            if scanner.skip("+") { sign = 1 } else if scanner.skip("-") { sign = -1 } else { return .failure(notADate) }
            guard let offsetHours = scanner.digits(2) else { return .failure(notADate) }
            var offsetMinutes = 0
            if !scanner.isAtEnd {
                _ = scanner.skip(":")
                guard let minutes = scanner.digits(2) else { return .failure(notADate) }
                offsetMinutes = minutes
            }
            guard offsetHours < 24, offsetMinutes < 60 else {
                return .failure(
                    ParameterDateProblem(
                        message:
                            "is not a date: there is no offset \(sign < 0 ? "-" : "+")\(twoDigits(offsetHours)):\(twoDigits(offsetMinutes))"
                    ))
            }
            offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
        }
        guard scanner.isAtEnd else { return .failure(notADate) }
        let wholeSeconds = days * secondsPerDay + hour * 3600 + minute * 60 + second - offsetSeconds
        return .success(Date(timeIntervalSince1970: Double(wholeSeconds) + fraction))
    }

    /// The canonical text of `date` (see the type's documentation).
    package static func render(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        let limit = 1e15
        guard interval.isFinite, abs(interval) < limit else { return String(describing: interval) }
        let totalMilliseconds = Int((interval * 1000).rounded())
        let (totalSeconds, milliseconds) = floorDivision(totalMilliseconds, 1000)
        let (days, secondOfDay) = floorDivision(totalSeconds, secondsPerDay)
        let (year, month, day) = civilFromDays(days)
        let datePart = "\(yearText(year))-\(twoDigits(month))-\(twoDigits(day))"
        if secondOfDay == 0 && milliseconds == 0 { return datePart }
        let hour = secondOfDay / 3600
        let minute = secondOfDay % 3600 / 60
        let second = secondOfDay % 60
        var text = "\(datePart)T\(twoDigits(hour)):\(twoDigits(minute)):\(twoDigits(second))"
        if milliseconds != 0 {
            text += "." + String(String(milliseconds + 1000).dropFirst())
        }
        return text + "Z"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func yearText(_ year: Int) -> String {
        guard (0...9999).contains(year) else { return "\(year)" }
        return String(String(year + 10_000).dropFirst())
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = (value % divisor + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }

    private static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01.
    private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// A cursor over ASCII bytes.
    private struct Cursor {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        /// Skips `character` when it is next.
        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// Exactly `count` decimal digits as a number.
        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// All the decimal digits that follow, as text.
        mutating func digitRun() -> String? {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }
}
