import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * A JDBC client on the Arrow Flight SQL JDBC driver (Maven Central:
 * org.apache.arrow:flight-sql-jdbc-driver), run by `crates/cli/tests/flight.rs` as
 *
 * <pre>java -cp DRIVER_JAR Jdbc.java PORT TOKEN QUERY...</pre>
 *
 * It connects to `folio serve --flight` with the token as password, runs each query through a
 * Statement (which the driver runs as a prepared statement) and prints what it got, one line
 * per fact, tab-separated:
 *
 * <pre>
 * query QUERY
 * row   VALUE...          (each column's getString; NULL for null)
 * table CATALOG SCHEMA NAME TYPE     (DatabaseMetaData.getTables)
 * column NAME TYPE                   (DatabaseMetaData.getColumns of `items`)
 * prepared N                         (a PreparedStatement's count, run twice)
 * a wrong token refused
 * </pre>
 */
public class Jdbc {
    public static void main(String[] args) throws Exception {
        String url = "jdbc:arrow-flight-sql://127.0.0.1:" + args[0] + "/?useEncryption=false";
        Properties props = new Properties();
        props.setProperty("user", "folio");
        props.setProperty("password", args[1]);
        try (Connection connection = DriverManager.getConnection(url, props)) {
            for (int i = 2; i < args.length; i++) {
                System.out.println("query\t" + args[i]);
                try (Statement statement = connection.createStatement();
                        ResultSet rows = statement.executeQuery(args[i])) {
                    int columns = rows.getMetaData().getColumnCount();
                    while (rows.next()) {
                        StringBuilder line = new StringBuilder("row");
                        for (int c = 1; c <= columns; c++) {
                            String value = rows.getString(c);
                            line.append('\t').append(value == null ? "NULL" : value);
                        }
                        System.out.println(line);
                    }
                }
            }
            DatabaseMetaData meta = connection.getMetaData();
            try (ResultSet tables = meta.getTables(null, null, "%", null)) {
                while (tables.next()) {
                    System.out.println("table\t" + tables.getString("TABLE_CAT") + "\t"
                            + tables.getString("TABLE_SCHEM") + "\t"
                            + tables.getString("TABLE_NAME") + "\t"
                            + tables.getString("TABLE_TYPE"));
                }
            }
            try (ResultSet columns = meta.getColumns(null, null, "items", "%")) {
                while (columns.next()) {
                    System.out.println("column\t" + columns.getString("COLUMN_NAME") + "\t"
                            + columns.getString("TYPE_NAME"));
                }
            }
            try (PreparedStatement prepared =
                    connection.prepareStatement("SELECT count(*) AS n FROM items")) {
                for (int run = 0; run < 2; run++) {
                    try (ResultSet rows = prepared.executeQuery()) {
                        rows.next();
                        System.out.println("prepared\t" + rows.getLong(1));
                    }
                }
            }
        }
        props.setProperty("password", "not-" + args[1]);
        try (Connection connection = DriverManager.getConnection(url, props);
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT 1")) {
            System.out.println("a wrong token was let in");
            System.exit(1);
        } catch (SQLException e) {
            System.out.println("a wrong token refused");
        }
    }
}
